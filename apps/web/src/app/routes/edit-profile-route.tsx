import { SCREEN } from '@kala/contract';
import { useLocation, useNavigate } from 'react-router';
import { EditProfileForm } from '../../features/profile/edit-profile-form';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { WithOwnProfile } from './profile-loading';

/**
 * Edit profile, /me/profile/:username/update and /profile/:username/update (docs/product.md#screens-and-routes).
 * RequireAuth (router.tsx) sends signed-out users to login and back here. It always edits the signed-in user's own
 * profile. Cancel and Save go back; opened directly (no page to go back to), they go to the own profile.
 */
export function EditProfileRoute() {
  useDocumentTitle(SCREEN.editProfile.heading);
  const navigate = useNavigate();
  const location = useLocation();

  const goBack = (username: string) => {
    if (location.key === 'default') navigate(paths.ownProfile(username), { replace: true });
    else navigate(-1);
  };

  return (
    <WithOwnProfile>
      {(profile) => (
        <div className="mx-auto w-full max-w-3xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6 lg:pt-10">
          <EditProfileForm
            key={profile.id}
            profile={profile}
            onSaved={goBack}
            onCancel={() => goBack(profile.username)}
          />
        </div>
      )}
    </WithOwnProfile>
  );
}
