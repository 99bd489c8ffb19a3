import { SCREEN } from '@kala/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from './toast';
import { paths } from './paths';

/**
 * What a guest's tap on a signed-in action (Like, Save, Add to cart, Follow, ...) says (issue 35): the message,
 * with a Log in button that comes back to this very page once logged in (the login page's ?from=).
 */
export function useLoginPrompt(): (message: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (message: string) =>
      toast.error(message, {
        id: 'login-required',
        action: {
          label: SCREEN.nav.logIn,
          onClick: () => navigate(paths.login(`${pathname}${search}`)),
        },
      }),
    [navigate, pathname, search],
  );
}
