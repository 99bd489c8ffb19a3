import { SCREEN } from '../../lib/texts';
import { SettingsNav } from '../../ui/settings-nav';
import { BlockedPeoplePage } from '../../features/profile/blocked-people-page';
import { useDocumentTitle } from '../../lib/document-title';

// Blocked people, /settings/blocked (issue 17): a settings page, with the other settings pages' navigation.
export function BlockedPeopleRoute() {
  useDocumentTitle(SCREEN.profile.blockedPeople);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 md:py-10">
      <SettingsNav />
      <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl md:mb-8">
        {SCREEN.profile.blockedPeople}
      </h1>
      <BlockedPeoplePage />
    </div>
  );
}
