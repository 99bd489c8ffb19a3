import { SCREEN } from '@kala/contract';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';
import { PageHeader } from './page-header';

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
      <NavLink to={paths.accountSettings} className={item}>
        {text.settingsTitle}
      </NavLink>
      <NavLink to={paths.notificationSettings} className={item}>
        {SCREEN.notifications.title}
      </NavLink>
      <NavLink to={paths.blockedPeople} className={item}>
        {SCREEN.profile.blockedPeople}
      </NavLink>
      <NavLink to={paths.shippingSettings} className={item}>
        {SCREEN.shipping.navLabel}
      </NavLink>
      <NavLink to={paths.payoutSettings} className={item}>
        {SCREEN.payouts.navLabel}
      </NavLink>
    </nav>
  );
}

/** The top of a settings page: the settings' links, then its title and what it holds. */
export function SettingsHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <SettingsNav />
      <PageHeader title={title} subtitle={subtitle} />
    </>
  );
}

/** A settings page whose content is a feature's page: the settings' navigation, the page's title, then it. */
export function SettingsFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 md:py-10">
      <SettingsNav />
      <PageHeader title={title} />
      {children}
    </div>
  );
}
