// /auth/callback: the provider sends the browser here with code and state (or an error). The server checks
// them and signs in; this page stores the token and session id, remembers the connection for the federated
// sign-out, and goes where the sign-in started. Failures show the single sign-on error screen.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { MaxSessionsDialog } from '../sessions/MaxSessionsDialog.tsx';
import {
  completeSsoLoginOnce,
  SsoLoginError,
  type SsoCallbackRequest,
  type SsoLoginResult,
} from './completeSsoLogin.ts';
import { rememberSsoConnection } from './ssoLinks.ts';
import { ssoErrorMessage, type SsoErrorMessage } from './ssoErrors.ts';
import { SsoErrorScreen } from './SsoErrorScreen.tsx';

type Stage =
  | { readonly kind: 'working' }
  | { readonly kind: 'atLimit'; readonly state: string; readonly busy: boolean }
  | { readonly kind: 'failed'; readonly message: SsoErrorMessage };

const failure = (error: unknown): Stage => {
  if (!(error instanceof SsoLoginError)) console.error(error);
  return error instanceof SsoLoginError
    ? { kind: 'failed', message: ssoErrorMessage(error.code, error.message, error.details) }
    : { kind: 'failed', message: ssoErrorMessage('UNKNOWN', null) };
};

export function SsoCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  const error = params.get('error');
  const errorDescription = params.get('error_description');
  const [stage, setStage] = useState<Stage>(() =>
    error
      ? { kind: 'failed', message: ssoErrorMessage(error, errorDescription) }
      : !code || !state
        ? { kind: 'failed', message: ssoErrorMessage('MISSING_CODE', null) }
        : { kind: 'working' },
  );

  const finish = async (result: SsoLoginResult) => {
    rememberSsoConnection(result.connectionId);
    await signIn(result.token, result.sessionId);
    await navigate(result.returnTo, { replace: true });
  };

  const run = (request: SsoCallbackRequest) =>
    completeSsoLoginOnce(request)
      .then(finish)
      .catch((err: unknown) => {
        if (err instanceof SsoLoginError && err.code === 'MAX_SESSIONS')
          setStage({ kind: 'atLimit', state: request.state, busy: false });
        else setStage(failure(err));
      });

  useEffect(() => {
    if (error || !code || !state) return;
    void run({ code, state, iss });
    // Once per provider answer: the code is good for one exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, state, iss, error]);

  // "Try again" restarts the sign-in, returning to / (the login page takes the browser to the provider).
  const tryAgain = () => void navigate('/login', { replace: true });

  if (stage.kind === 'failed') return <SsoErrorScreen message={stage.message} onTryAgain={tryAgain} />;
  return (
    <>
      <PageLoader />
      <MaxSessionsDialog
        opened={stage.kind === 'atLimit'}
        busy={stage.kind === 'atLimit' && stage.busy}
        onContinue={() => {
          if (stage.kind !== 'atLimit') return;
          setStage({ ...stage, busy: true });
          void run({ state: stage.state, endOldestSession: true });
        }}
        onCancel={() => setStage({ kind: 'failed', message: ssoErrorMessage('MAX_SESSIONS', null) })}
      />
    </>
  );
}
