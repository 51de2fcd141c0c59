// What the invite dialog says after an action: the feedback shown, and the invitation errors' messages.
import { errorCode, useErrorMessage, type ErrorTable } from '../../app/errors.ts';

export type Feedback = { readonly tone: 'success' | 'error'; readonly message: string };

export const INVITE_ERRORS: ErrorTable = {
  codes: {
    CONFLICT: 'invitations.invite.errors.conflict',
    FORBIDDEN: 'invitations.invite.errors.forbidden',
    NOT_FOUND: 'invitations.invite.errors.notFound',
    VALIDATION_FAILED: 'invitations.invite.errors.invalid',
    NETWORK: 'invitations.invite.errors.network',
    INTERNAL: 'invitations.invite.errors.unknown',
    UNKNOWN: 'invitations.invite.errors.unknown',
  },
};

export function useFailureMessage() {
  const message = useErrorMessage(INVITE_ERRORS);
  return (error: unknown): string => {
    if (errorCode(error) === 'UNKNOWN') console.error(error);
    return message(error);
  };
}
