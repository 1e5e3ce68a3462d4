import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AUTH_API } from '@console/shared/contract';
import { apiSend, queryKeys, setCsrfToken } from '@console/shared/react';

/**
 * Log out: ends the session on the server, then, whether it answered or not, forgets the CSRF
 * token and every cached answer (they were the user's) and goes to the login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiSend(AUTH_API.logout, { method: 'POST' }),
    onSettled: () => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session(), null);
      void navigate('/login', { replace: true });
    },
  });
}
