// The email gate (spec 01 §4): a non-applicant whose email is not confirmed (or whose account is pending) sees
// the confirmation prompt instead of any signed-in page but /account/confirmation. A deleted user is signed out.
import { ACCOUNT_CONFIRMATION_PATH, needsEmailConfirmation } from '@ascent/shared';
import { Container } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { announceAuthenticationRequired } from '../auth/authEvents.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { ResendConfirmation } from './ResendConfirmation.tsx';

export function EmailGate({ children }: { readonly children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const deleted = user.status.toLowerCase() === 'deleted';

  useEffect(() => {
    if (deleted) announceAuthenticationRequired();
  }, [deleted]);

  if (deleted) return null;
  if (!needsEmailConfirmation(user) || pathname === ACCOUNT_CONFIRMATION_PATH) return children;
  return (
    <Container size="sm" px={{ base: 'md', sm: 'xl' }} py="xl">
      <ResendConfirmation email={user.email} />
    </Container>
  );
}
