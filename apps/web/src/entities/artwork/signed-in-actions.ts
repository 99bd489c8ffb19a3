// What the artwork's actions do for a guest: ask them to log in (docs/product.md#messages) and call nothing.

import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useAuth } from '../../lib/auth-store';
import { useLoginPrompt } from '../../lib/login-prompt';

/**
 * A tap on Like or Save. A tap while the last call is still on its way is ignored
 * (docs/product.md#states-and-transitions "Like"). The call shows its change at once and handles its own failure.
 */
export function useSignedInTap(loginMessage: string, call: () => Promise<unknown>): () => void {
  const { isAuthenticated } = useAuth();
  const askToLogIn = useLoginPrompt();
  // A ref, not state: a second tap in the same frame must already see the first one.
  const inFlight = useRef(false);
  return () => {
    if (!isAuthenticated) {
      askToLogIn(loginMessage);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    void call().finally(() => {
      inFlight.current = false;
    });
  };
}

/** The Comment and Review forms' submit: the page does not reload, and only a signed-in person's form is sent. */
export function useSignedInSubmit(loginMessage: string, submit: () => void): (event: FormEvent) => void {
  const { isAuthenticated } = useAuth();
  const askToLogIn = useLoginPrompt();
  return (event) => {
    event.preventDefault();
    if (isAuthenticated) submit();
    else askToLogIn(loginMessage);
  };
}
