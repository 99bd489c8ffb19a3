import type { UserProfile } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { CalendarDays, type LucideIcon, MapPin, Moon, Pencil, ShoppingBag, SquarePlus, Sun } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { formatCount, formatIntlDate } from '../../lib/format';
import { useTheme } from '../../lib/theme';
import { Avatar, avatarColor } from '../../ui/avatar';
import { Button } from '../../ui/button';
import type { FollowListKind } from './profile.api';
import { paths } from '../../lib/paths';

/**
 * 'January 2025': the month someone joined, in India's time zone on every side. The public profile is rendered on
 * the server (UTC) and hydrated in the browser: a month read in each one's own zone could differ on the first or
 * last night of a month, and the page would be drawn twice.
 */
const JOINED_MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' };

/**
 * The banner takes the person's avatar colour, so every profile has its own look without an uploaded cover;
 * a faint dot pattern gives it texture.
 */
function bannerStyle(username: string) {
  const colour = avatarColor(username);
  return {
    backgroundImage: [
      'radial-gradient(rgb(255 255 255 / 0.16) 1px, transparent 1.5px)',
      'radial-gradient(70% 140% at 100% 0%, color-mix(in oklab, var(--primary) 70%, transparent), transparent 70%)',
      `linear-gradient(115deg, color-mix(in oklab, ${colour} 80%, black), ${colour} 45%, color-mix(in oklab, ${colour} 55%, white))`,
    ].join(', '),
    backgroundSize: '14px 14px, 100% 100%, 100% 100%',
  };
}

const statClasses = 'flex items-baseline gap-1.5 rounded-lg text-sm text-muted-foreground';

function Stat({ count, label, onClick }: { count: number; label: string; onClick?: () => void }) {
  const content = (
    <>
      <span className="text-base font-semibold text-foreground tabular-nums">{formatCount(count)}</span>{' '}
      <span>{label}</span>
    </>
  );
  if (!onClick) return <p className={statClasses}>{content}</p>;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className={cn(
        statClasses,
        '-mx-2 min-h-11 cursor-pointer px-2 transition-colors hover:bg-muted hover:text-foreground md:min-h-9',
      )}
    >
      {content}
    </button>
  );
}

export interface ProfileHeaderProps {
  profile: UserProfile;
  /** Buttons beside the name: the own profile's shortcuts, or Follow and Message. */
  actions?: ReactNode;
  /**
   * Given on the own profile: the counts become buttons that open the follower lists
   * (docs/product.md#screens-and-routes).
   */
  onOpenList?: (kind: FollowListKind) => void;
}

/**
 * Avatar, name, @username, bio, location, join date and the follower counts of a profile
 * (docs/product.md#screens-and-routes).
 */
export function ProfileHeader({ profile, actions, onOpenList }: ProfileHeaderProps) {
  const nameId = useId();
  return (
    <section aria-labelledby={nameId} className="overflow-hidden rounded-3xl border border-border bg-card shadow-sm">
      <div aria-hidden="true" className="h-28 sm:h-40" style={bannerStyle(profile.username)} />
      <div className="flex flex-col gap-4 px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-w-0 items-end gap-4">
            <Avatar
              src={profile.profileImage}
              username={profile.username}
              name={profile.name}
              size="xl"
              className="-mt-12 shadow-md ring-4 ring-card sm:-mt-16"
            />
            <div className="min-w-0 pb-1">
              <h1
                id={nameId}
                className="line-clamp-2 font-display text-2xl leading-tight font-semibold tracking-tight break-words sm:text-3xl"
              >
                {profile.name}
              </h1>
              <p className="truncate text-sm text-muted-foreground">@{profile.username}</p>
            </div>
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2 sm:justify-end">{actions}</div> : null}
        </div>

        {profile.bio ? (
          <p className="max-w-2xl text-[0.95rem] leading-relaxed whitespace-pre-line text-foreground/90">
            {profile.bio}
          </p>
        ) : null}

        <div className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
          {profile.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {profile.location}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={profile.createdAt}>
              {SCREEN.profile.joined(formatIntlDate(new Date(profile.createdAt), JOINED_MONTH))}
            </time>
          </span>
        </div>

        <div className="flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-border pt-4">
          <Stat
            count={profile.followers}
            label={SCREEN.profile.followers}
            onClick={onOpenList ? () => onOpenList('followers') : undefined}
          />
          <Stat
            count={profile.following}
            label={SCREEN.profile.following}
            onClick={onOpenList ? () => onOpenList('following') : undefined}
          />
        </div>
      </div>
    </section>
  );
}

/** A light/dark switch (docs/product.md#own-profile): flips to the other theme than the one in effect. */
function ThemeSwitch() {
  const { resolvedTheme, setTheme } = useTheme();
  const toDark = resolvedTheme !== 'dark';
  const label = toDark ? SCREEN.profile.themeToDark : SCREEN.profile.themeToLight;
  return (
    <Button variant="outline" size="icon" onClick={() => setTheme(toDark ? 'dark' : 'light')} title={label}>
      {toDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/** The own profile's buttons (docs/product.md#screens-and-routes): profile update, upload, cart, and the theme. */
export function OwnProfileActions({ username }: { username: string }) {
  return (
    <>
      <Button asChild className="flex-1 sm:flex-none">
        <Link to={paths.editProfile(username)}>
          <Pencil aria-hidden="true" />
          {SCREEN.profile.editProfile}
        </Link>
      </Button>
      <ShortcutLink to={paths.upload} label={SCREEN.nav.upload} icon={SquarePlus} />
      <ShortcutLink to={paths.cart} label={SCREEN.nav.cart} icon={ShoppingBag} />
      <ThemeSwitch />
    </>
  );
}

/** A way from the own profile to another page: its icon, with its name beside it on a wide screen. */
function ShortcutLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <Button asChild variant="outline" size="icon" className="lg:w-auto lg:px-4">
      <Link to={to} title={label}>
        <Icon aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">{label}</span>
      </Link>
    </Button>
  );
}
