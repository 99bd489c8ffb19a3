// Phones, signed in: the notifications bell, the Messages inbox and the cart of the top bar, each with its count.
// Loaded only for a signed-in person (nav-top-bar.tsx): a visitor's first download does not carry them.

import { SCREEN } from '@kala/contract';
import { Bell, type LucideIcon, MessageCircle, ShoppingBag } from 'lucide-react';
import { NavLink } from 'react-router';
import { useCartCount } from '../../features/cart/cart-count.api';
import { useChatUnreadCount } from '../../features/chat/chat-unread.api';
import { useNotificationUnreadCount } from '../../features/notifications/notifications-unread.api';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../ui/button-classes';
import { CountBadge } from '../../ui/count-badge';

function CountLink({
  to,
  label,
  icon: Icon,
  unread,
  said = SCREEN.nav.unread,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  unread: number;
  /** How the count is said after the label: '3 unread' by default. */
  said?: (count: number) => string;
}) {
  return (
    <NavLink
      to={to}
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
  const messages = useChatUnreadCount();
  const notifications = useNotificationUnreadCount();
  const cart = useCartCount();
  return (
    <>
      <CountLink to="/notifications" label={SCREEN.notifications.bell} icon={Bell} unread={notifications} />
      <CountLink to="/messages" label={SCREEN.nav.messages} icon={MessageCircle} unread={messages} />
      <CountLink to="/auth/cart" label={SCREEN.nav.cart} icon={ShoppingBag} unread={cart} said={SCREEN.nav.inCart} />
    </>
  );
}
