// Phones, signed in: the notifications bell, the Messages inbox and the cart of the top bar, each with its count.
// Loaded only for a signed-in person (nav-top-bar.tsx): a visitor's first download does not carry them.

import { SCREEN } from '@kala/contract';
import { NavLink } from 'react-router';
import { useCartCount } from '../../features/cart/cart-count.api';
import { useChatUnreadCount } from '../../features/chat/chat-unread.api';
import { useNotificationUnreadCount } from '../../features/notifications/notifications-unread.api';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../ui/button-classes';
import { CountBadge } from '../../ui/count-badge';
import { entryPath, type NavBadge, type NavEntry, TOP_BAR_COUNTS } from './nav-entries';

function CountLink({ entry, unread }: { entry: NavEntry; unread: number }) {
  const { icon: Icon, said = SCREEN.nav.unread } = entry;
  const label = entry.label();
  return (
    <NavLink
      to={entryPath(entry, '')}
      title={label}
      className={({ isActive }) =>
        buttonClasses('ghost', 'icon', cn('relative shrink-0 rounded-full', isActive && 'text-primary'))
      }
    >
      <Icon aria-hidden="true" className="size-6" />
      <CountBadge count={unread} className="absolute top-0.5 right-0 ring-2 ring-background" />
      {/* Named by its content, the label then the count, rather than an aria-label that voice control could not
          match to what is seen (WCAG 2.5.3). */}
      <span className="sr-only">
        {label}
        {unread > 0 && ` (${said(unread)})`}
      </span>
    </NavLink>
  );
}

export function NavTopBarLinks() {
  const counts: Record<NavBadge, number> = {
    messages: useChatUnreadCount(),
    notifications: useNotificationUnreadCount(),
    cart: useCartCount(),
  };
  return (
    <>
      {TOP_BAR_COUNTS.map((entry) => (
        <CountLink key={entry.id} entry={entry} unread={entry.badge ? counts[entry.badge] : 0} />
      ))}
    </>
  );
}
