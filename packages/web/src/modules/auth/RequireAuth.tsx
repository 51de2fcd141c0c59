// Guard of the signed-in routes: without a token, go to /login remembering the page (path + query).
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './AuthProvider.tsx';
import { loginPath } from './redirect.ts';

export function RequireAuth() {
  const { token, signedOutTo } = useAuth();
  const location = useLocation();
  if (!token) return <Navigate to={signedOutTo ?? loginPath(location)} replace />;
  return <Outlet />;
}
