import type { CurrentProfile } from '@kala/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FetchCall, fakeProfile, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { EditProfileForm } from './edit-profile-form';

const HOUR = 3_600_000;

function renderForm(
  profile: CurrentProfile = fakeProfile(),
  answer: (call: FetchCall) => Response = (call) =>
    jsonResponse({ ...profile, ...(typeof call.body === 'string' ? JSON.parse(call.body) : {}) }),
) {
  localStorage.setItem('token', fakeToken({ sub: profile.username, uid: profile.id }));
  const calls = mockFetch(answer);
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderRoutes(
    [
      {
        path: '/me/profile/:username/update',
        element: <EditProfileForm profile={profile} onSaved={onSaved} onCancel={onCancel} />,
      },
    ],
    `/me/profile/${profile.username}/update`,
  );
  return { calls, onSaved, onCancel, user: userEvent.setup() };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('EditProfileForm', () => {
  it('shows when the profile was last updated and created, in the about/over/almost ... ago style', () => {
    renderForm(
      fakeProfile({
        updatedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        createdAt: new Date(Date.now() - 500 * 24 * HOUR).toISOString(),
      }),
    );
    expect(screen.getByText('Last updated')).toBeInTheDocument();
    expect(screen.getByText(/^about 2 hours ago \(\d{1,2} \w{3} \d{4}\)$/)).toBeInTheDocument();
    expect(screen.getByText('Account created')).toBeInTheDocument();
    expect(screen.getByText(/^over 1 year ago \(/)).toBeInTheDocument();
  });

  it('starts with the profile in every field', () => {
    renderForm();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Username')).toHaveValue('asha');
    expect(screen.getByLabelText('Location')).toHaveValue('Mumbai');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByLabelText('Age')).toHaveValue(29);
    expect(screen.getByLabelText('Pincode')).toHaveValue('400001');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
  });

  it("shows the contract's messages on the fields and sends nothing while one is wrong", async () => {
    const { calls, user } = renderForm();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Location'));
    await user.clear(screen.getByLabelText('Pincode'));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await save(user);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits, optionally prefixed with +91')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends only the fields that changed, trimmed, then says so and goes back', async () => {
    const { calls, onSaved, user } = renderForm();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), '  Asha Devi Rao ');
    await user.type(screen.getByLabelText('Bio'), 'Madhubani painter');
    await save(user);

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('asha'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/me', method: 'PATCH' });
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ name: 'Asha Devi Rao', bio: 'Madhubani painter' });
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });

  it('I offer local pickup: starts as the profile has it and sends offersPickup only when switched', async () => {
    const { calls, onSaved, user } = renderForm(fakeProfile({ offersPickup: false }));
    const pickup = screen.getByRole('checkbox', { name: 'I offer local pickup' });
    expect(pickup).not.toBeChecked();
    await user.click(pickup);
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('asha'));
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ offersPickup: true });
  });

  it('a field the account never had (a demo account without a phone) does not block saving the others', async () => {
    const { calls, onSaved, user } = renderForm(fakeProfile({ phone: '', gender: null }));
    await user.type(screen.getByLabelText('Bio'), 'Hello');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(calls[0]!.body as string)).toEqual({ bio: 'Hello' });
  });

  it('goes back without a call when nothing changed', async () => {
    const { calls, onSaved, user } = renderForm();
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('asha'));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field errors on the fields", async () => {
    const { onSaved, user } = renderForm(undefined, () =>
      jsonResponse(
        { message: 'Username already taken', code: 'conflict', fields: { username: 'Username already taken' } },
        409,
      ),
    );
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ravi');
    await save(user);
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Username already taken').length).toBeGreaterThanOrEqual(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('stores the fresh token that comes back with a new username', async () => {
    const fresh = fakeToken({ sub: 'asha_rao', uid: 'user-1' });
    const { onSaved, user } = renderForm(undefined, () =>
      jsonResponse({ ...fakeProfile({ username: 'asha_rao' }), access_token: fresh }),
    );
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'asha_rao');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('asha_rao'));
    expect(localStorage.getItem('token')).toBe(fresh);
  });

  it('previews a picked picture locally and uploads it on save as multipart `file`', async () => {
    const { calls, onSaved, user } = renderForm(undefined, () =>
      jsonResponse(fakeProfile({ profileImage: '/media/new-320.webp' })),
    );
    const picture = new File(['picture'], 'me.heic', { type: 'image/heic' });
    await user.upload(screen.getByLabelText('Change photo'), picture);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile photo' }).querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/heic;base64,/),
      ),
    );
    expect(calls).toHaveLength(0);

    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/me/profile-image', method: 'POST' });
    expect((calls[0]!.body as FormData).get('file')).toBe(picture);
  });

  it('refuses a picture over 5 MB before sending anything', async () => {
    const { user } = renderForm();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Change photo'), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(/huge\.png/);
  });

  it('Cancel goes back', async () => {
    const { onCancel, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
