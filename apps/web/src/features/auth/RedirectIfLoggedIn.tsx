import { Navigate, Outlet } from 'react-router';
import { useStoredSession } from '../../lib/sessionStore';

/** A visitor to /login who already has a stored user record goes to /dashboard. */
export function RedirectIfLoggedIn() {
  const session = useStoredSession();
  return session ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
