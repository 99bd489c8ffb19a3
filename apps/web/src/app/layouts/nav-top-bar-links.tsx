// Phones, signed in: the Messages inbox and the notifications bell of the top bar, each with its unread count.
// Loaded only for a signed-in person (nav-top-bar.tsx): a visitor's first download does not carry them.

import { SCREEN } from '../../lib/texts';
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
      aria-label={unread > 0 ? `${label} (${SCREEN.nav.unread(unread)})` : label}
      className={({ isActive }) =>
        buttonClasses('ghost', 'icon', cn('relative shrink-0 rounded-full', isActive && 'text-primary'))
      }
    >
      <Icon aria-hidden="true" className="size-6" />
      <CountBadge count={unread} className="absolute top-0.5 right-0 ring-2 ring-background" />
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
