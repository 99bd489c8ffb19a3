import { SCREEN } from '@kala/contract';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

/** Between the settings pages: Account, Notifications and Blocked people (issue 17). */
export function SettingsNav() {
  const text = SCREEN.account;
  const item = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
      isActive ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    );
  return (
    <nav aria-label={text.navLabel} className="mb-6 flex flex-wrap gap-2">
      <NavLink to="/settings/account" className={item}>
        {text.settingsTitle}
      </NavLink>
      <NavLink to="/settings/notifications" className={item}>
        {SCREEN.notifications.title}
      </NavLink>
      <NavLink to="/settings/blocked" className={item}>
        {SCREEN.profile.blockedPeople}
      </NavLink>
      <NavLink to="/settings/shipping" className={item}>
        {SCREEN.shipping.navLabel}
      </NavLink>
    </nav>
  );
}
