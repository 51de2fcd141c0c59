// A status (a startup's, a period's) as a badge that always shows its whole label: Mantine's badge hides what does
// not fit ("ACT…") and, as a flex item, may shrink to nothing beside a long name; this one keeps its label's width
// and the catalogue's own case (an uppercase transform suits few of the eleven languages).
import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatusBadge({
  children,
  ...props
}: Omit<BadgeProps, 'tt' | 'miw'> & { readonly children: ReactNode; readonly 'data-testid'?: string }) {
  return (
    <Badge tt="none" miw="max-content" {...props} style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}
