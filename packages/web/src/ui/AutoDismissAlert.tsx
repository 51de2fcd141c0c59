// An alert that scrolls itself into view when it appears and closes after ALERT_DISMISS_MS
// (spec 01 §9: 7 s by default). `onClose` is called on timeout and by the close button.
import { Alert, type AlertProps } from '@mantine/core';
import { ALERT_DISMISS_MS } from '@ascent/shared';
import { useEffect, useRef } from 'react';

export interface AutoDismissAlertProps extends Omit<AlertProps, 'onClose'> {
  readonly onClose: () => void;
  /** Milliseconds before it closes by itself; null keeps it open. */
  readonly dismissAfterMs?: number | null;
}

export function AutoDismissAlert({ onClose, dismissAfterMs = ALERT_DISMISS_MS, ...props }: AutoDismissAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  useEffect(() => {
    if (dismissAfterMs === null) return undefined;
    const timer = window.setTimeout(() => close.current(), dismissAfterMs);
    return () => window.clearTimeout(timer);
  }, [dismissAfterMs]);
  return <Alert ref={ref} withCloseButton onClose={onClose} {...props} />;
}
