import { MSG, SCREEN } from '@kala/contract';
import { UserCheck, UserPlus } from 'lucide-react';
import { useAuth } from '../../lib/auth-store';
import { useLoginPrompt } from '../../lib/login-prompt';
import { earlyTapProps, useEarlyTap } from '../../lib/early-taps';
import { Button, type ButtonProps } from '../../ui/button';
import { useFollowMutation } from './user.api';
import { toast } from '../../lib/toast';

export interface FollowButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  userId: string;
  /**
   * The real state, as the server last said it (docs/product.md#beyond-the-original-client: Kala reads it instead of
   * assuming 'Follow').
   */
  isFollowing: boolean;
  /** Told the new state once the server has it (a screen that keeps the state itself: /welcome). */
  onChange?: (following: boolean) => void;
}

/**
 * Follow / Following (docs/product.md#states-and-transitions "Follow"): flips only after the call succeeds, disabled
 * while it runs; on failure 'Failed to update follow status' and the button is usable again. Guests are asked to log
 * in.
 */
export function FollowButton({ userId, isFollowing, onChange, size, className }: FollowButtonProps) {
  const { isAuthenticated } = useAuth();
  const askToLogIn = useLoginPrompt();
  const followCall = useFollowMutation(userId);

  const onClick = () => {
    if (!isAuthenticated) {
      askToLogIn(MSG.loginRequired.follow);
      return;
    }
    followCall.mutate(!isFollowing, {
      onSuccess: (status) => onChange?.(status.isFollowing),
      onError: () => toast.error(MSG.follow.updateFailed),
    });
  };

  // A tap before the app ran on a server-rendered page counts (lib/early-taps.ts).
  const earlyTap = `follow:${userId}`;
  useEarlyTap(earlyTap, onClick);

  return (
    <Button
      {...earlyTapProps(earlyTap)}
      variant={isFollowing ? 'outline' : 'primary'}
      size={size}
      className={className}
      onClick={onClick}
      loading={followCall.isPending}
    >
      {followCall.isPending ? null : isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {isFollowing ? SCREEN.follow.following : SCREEN.follow.follow}
    </Button>
  );
}
