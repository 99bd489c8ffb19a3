import { SCREEN } from '@kala/contract';
import { MessageCircle } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useChatUnreadCount } from '../../features/chat/chat-unread.api';
import { useAuth } from '../../lib/auth-store';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../ui/button-classes';
import { CountBadge } from '../../ui/count-badge';
import { Logo } from '../../ui/logo';
import { NavAccountMenu } from './nav-account-menu';
import { NavSearchBox } from './nav-search-box';

/** Phones: the Messages inbox with the unread count, beside the account menu (signed in only). */
function MessagesLink() {
  const unread = useChatUnreadCount();
  return (
    <NavLink
      to="/messages"
      title={SCREEN.nav.messages}
      aria-label={unread > 0 ? `${SCREEN.nav.messages} (${SCREEN.nav.unread(unread)})` : SCREEN.nav.messages}
      className={({ isActive }) =>
        buttonClasses('ghost', 'icon', cn('relative shrink-0 rounded-full', isActive && 'text-primary'))
      }
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <CountBadge count={unread} className="absolute top-0.5 right-0 ring-2 ring-background" />
    </NavLink>
  );
}

/** Phones: logo, search, messages and the account menu, on top (spec §2 "Navigation shell"). */
export function NavTopBar() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden">
      <div className="flex h-16 items-center gap-2 px-4">
        <Link to="/" className="mr-1 shrink-0 rounded-xl">
          <Logo nameClassName="text-xl max-[359px]:sr-only" />
        </Link>
        <NavSearchBox className="min-w-0 flex-1" />
        {isAuthenticated ? <MessagesLink /> : null}
        <NavAccountMenu />
      </div>
    </header>
  );
}
