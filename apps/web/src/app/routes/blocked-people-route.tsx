import { SCREEN } from '@kala/contract';
import { SettingsFrame } from '../../ui/settings-nav';
import { BlockedPeoplePage } from '../../features/profile/blocked-people-page';
import { useDocumentTitle } from '../../lib/document-title';

// Blocked people, /settings/blocked (issue 17): a settings page, with the other settings pages' navigation.
export function BlockedPeopleRoute() {
  useDocumentTitle(SCREEN.profile.blockedPeople);
  return (
    <SettingsFrame title={SCREEN.profile.blockedPeople}>
      <BlockedPeoplePage />
    </SettingsFrame>
  );
}
