import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredSession } from '../lib/sessionStore';

/**
 * The guard of every logged-in route: no stored user record sends to /login. It
 * does not check the token; an expired one shows up as a 401 on the first call.
 */
export function RequireAuth() {
  const session = useStoredSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
