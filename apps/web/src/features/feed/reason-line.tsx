import { type ForYouReason, SCREEN } from '@kala/contract';
import { Sparkles, TrendingUp, UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The reason's words in the person's language (SCREEN.forYou), e.g. 'Because you liked “Monsoon”'. */
export function reasonText(reason: ForYouReason): string {
  switch (reason.kind) {
    case 'follow':
      return SCREEN.forYou.follow(reason.username);
    case 'liked':
    case 'saved':
    case 'bought':
    case 'viewed':
      return SCREEN.forYou[reason.kind](reason.title);
    case 'medium':
      return SCREEN.forYou.medium(SCREEN.facts.mediums[reason.medium]);
    case 'trending':
      return SCREEN.forYou.trending;
    case 'popular':
      return SCREEN.forYou.popular;
  }
}

/**
 * Why a work is in For you, above its card (docs/product.md#for-you): the work that led to it links to that work,
 * the followed artist to their profile.
 */
export function ReasonLine({ reason }: { reason: ForYouReason }) {
  const Icon = reason.kind === 'follow' ? UserRoundCheck : reason.kind === 'trending' ? TrendingUp : Sparkles;
  const text = reasonText(reason);
  const to =
    reason.kind === 'follow'
      ? paths.profile(reason.username)
      : 'artworkId' in reason
        ? paths.artwork(reason.artworkId)
        : null;
  return (
    <p className="flex items-center gap-1.5 px-4 pt-3 text-xs font-medium text-muted-foreground">
      <Icon aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
      {to ? (
        <Link to={to} className="truncate hover:text-foreground hover:underline">
          {text}
        </Link>
      ) : (
        <span className="truncate">{text}</span>
      )}
    </p>
  );
}
