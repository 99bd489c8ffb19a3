// Phones, signed in: the Messages inbox and the notifications bell of the top bar, each with its unread count.
// Loaded only for a signed-in person (nav-top-bar.tsx): a visitor's first download does not carry them.

import { SCREEN } from '@kala/contract';
import { Bell, type LucideIcon, MessageCircle } from 'lucide-react';
import { NavLink } from 'react-router';
import { useChatUnreadCount } from '../../features/chat/chat-unread.api';
import { useNotificationUnreadCount } from '../../features/notifications/notifications-unread.api';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../ui/button-classes';
import { CountBadge } from '../../ui/count-badge';

function CountLink({ to, label, icon: Icon, unread }: { to: string; label: string; icon: LucideIcon; unread: number }) {
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
        {unread > 0 && ` (${SCREEN.nav.unread(unread)})`}
      </span>
    </NavLink>
  );
}

export function NavTopBarLinks() {
  const messages = useChatUnreadCount();
  const notifications = useNotificationUnreadCount();
  return (
    <>
      <CountLink to="/notifications" label={SCREEN.notifications.bell} icon={Bell} unread={notifications} />
      <CountLink to="/messages" label={SCREEN.nav.messages} icon={MessageCircle} unread={messages} />
    </>
  );
}
