import { REDIRECT_DELAY_MS } from '@kala/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigates after the spec's redirect delay (500 ms: login, registration), so the success toast is seen
 * first. `redirecting` stays true meanwhile, so the form cannot be sent twice. Cancelled on unmount.
 */
export function useRedirectAfterDelay() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const redirect = useCallback(
    (to: string) => {
      setRedirecting(true);
      timer.current = window.setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
  return { redirecting, redirect };
}
