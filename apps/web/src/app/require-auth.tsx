import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { isLoggedIn } from '../lib/session';

/** Login-required routes redirect to /login when no token is stored (spec 001 §2.1, §5). */
export const RequireAuth = () => {
  const location = useLocation();
  if (!isLoggedIn()) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
};
