import { useRef } from 'react';
import { useAuth } from '../../lib/auth-store';
import { toast } from '../../lib/toast';

/**
 * A tap on Like or Save: a guest is asked to log in (spec §8) and nothing is called; a tap while the last call is
 * still on its way is ignored (spec §4 "Like"). The call shows its change at once and handles its own failure.
 */
export function useSignedInTap(loginMessage: string, call: () => Promise<unknown>): () => void {
  const { isAuthenticated } = useAuth();
  // A ref, not state: a second tap in the same frame must already see the first one.
  const inFlight = useRef(false);
  return () => {
    if (!isAuthenticated) {
      toast.error(loginMessage);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    void call().finally(() => {
      inFlight.current = false;
    });
  };
}
