import { MSG, SCREEN } from '@kala/contract';
import { MailWarning } from 'lucide-react';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { useResendVerificationMutation } from './account.api';

/**
 * Above every signed-in page until the person's address is confirmed (issue 17; the shell shows it while their
 * profile says so); nothing is refused meanwhile.
 */
export function VerifyEmailBanner() {
  const resend = useResendVerificationMutation();
  const text = SCREEN.account;
  return (
    <section
      aria-label={text.verifyHeading}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-border bg-muted px-4 py-2 text-sm"
    >
      <MailWarning aria-hidden="true" className="hidden size-4 shrink-0 text-primary sm:block" />
      <span>{text.bannerText}</span>
      <Button
        variant="link"
        size="sm"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.success(MSG.auth.verificationSent),
            onError: (error) => toast.error(errorMessage(error, MSG.auth.verificationSent)),
          })
        }
      >
        {resend.isPending ? text.bannerSending : text.bannerResend}
      </Button>
    </section>
  );
}
