// A refusal or failure said beside the form or button that met it: announced (role alert), outlined so its text keeps
// the page's contrast in light and dark modes.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function FailureAlert({ children, testId }: { readonly children: ReactNode; readonly testId?: string }) {
  return (
    <Alert color="red" variant="outline" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid={testId}>
      {children}
    </Alert>
  );
}
