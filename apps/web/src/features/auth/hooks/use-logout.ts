import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session';
import { revokeSession } from '../api/auth-api';

/**
 * Logout (spec 001 §4): tells the server to end the session (best effort: a failure, e.g.
 * offline, is ignored), removes the stored token and user, empties the query cache so nothing of
 * this account stays on screen, then goes to /.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    // Started first: the call takes the bearer token as it starts, before it is cleared below.
    revokeSession().catch(() => {
      // Best effort: the token is gone from this browser either way.
    });
    clearSession();
    queryClient.clear();
    void navigate(paths.home, { replace: true });
  };
};
