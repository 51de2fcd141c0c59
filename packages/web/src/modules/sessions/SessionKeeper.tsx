// Keeps this browser's session alive and listens for its end (spec §4 "User session"): the session is
// upserted on sign-in and every 30 s (debounced 500 ms); a pushed sessionLoggedOut signs this browser out.
import { SESSION_DEBOUNCE_MS, SESSION_REFRESH_MS } from '@ascent/shared';
import { useMutation, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { SessionLoggedOutDocument, UpsertUserSessionDocument } from '../../generated/graphql.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { readSessionId } from './sessionStore.ts';

export function SessionKeeper() {
  const { signOut } = useAuth();
  const sessionId = readSessionId();
  const [upsert] = useMutation(UpsertUserSessionDocument);

  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    // Bursts (a tab waking up, focus and timer together) collapse into one call.
    const beat = () => {
      clearTimeout(pending);
      pending = setTimeout(() => void upsert({ variables: { sessionId } }).catch(() => undefined), SESSION_DEBOUNCE_MS);
    };
    beat();
    const timer = setInterval(beat, SESSION_REFRESH_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(pending);
    };
  }, [upsert, sessionId]);

  useSubscription(SessionLoggedOutDocument, {
    variables: { sessionId: sessionId ?? '' },
    skip: !sessionId,
    onData: ({ data }) => {
      if (data.data?.sessionLoggedOut.sessionId === sessionId) void signOut({ federated: false });
    },
  });

  return null;
}
