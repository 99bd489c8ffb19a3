import { ERR, SCREEN, VALIDATION } from '@kala/contract';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { buttonClasses } from '../../ui/button';
import { AuthCard } from '../../ui/auth-card';
import { useVerifyEmailMutation } from './account.api';
import { paths } from '../../lib/paths';

/** /auth/verify-email?token=… (issue 17): opening the mailed link confirms the address once. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verify = useVerifyEmailMutation();
  const text = SCREEN.account;
  const sent = useRef(false);
  useEffect(() => {
    // Once per page: a second call with the same token would only answer 'already used'.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let body: React.ReactNode;
  if (!token) body = <p role="alert">{VALIDATION.account.tokenRequired}</p>;
  else if (verify.isError) body = <p role="alert">{errorMessage(verify.error, ERR.verifyTokenInvalid)}</p>;
  else if (verify.isSuccess) body = <p role="status">{verify.data.message}</p>;
  else body = <p role="status">{text.verifying}</p>;

  return (
    <AuthCard
      title={text.verifyHeading}
      footer={
        <Link to={paths.home} className={buttonClasses('outline', 'md', 'w-full')}>
          {text.verifiedGoOn}
        </Link>
      }
    >
      <div
        className={
          verify.isError || !token
            ? 'text-center text-sm font-medium text-destructive'
            : 'text-center text-sm text-foreground'
        }
      >
        {body}
      </div>
    </AuthCard>
  );
}
