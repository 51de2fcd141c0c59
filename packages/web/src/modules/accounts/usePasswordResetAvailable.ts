// /forgotpassword exists only when single sign-on is off (spec 01 §2.1). If the question fails, local sign-in
// is assumed, as the login page does (spec 01 §4).
import { useQuery } from '@apollo/client/react';
import { PasswordResetAvailabilityDocument } from '../../generated/graphql.ts';

export function usePasswordResetAvailable(): { readonly loading: boolean; readonly available: boolean } {
  const { data, loading, error } = useQuery(PasswordResetAvailabilityDocument, { context: { maxAttempts: 2 } });
  if (error) console.warn('Could not tell whether single sign-on is on; offering the password reset', error);
  return { loading: loading && !data, available: !data?.auth0.enabled };
}
