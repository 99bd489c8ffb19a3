import type { AdminUser } from '@kala/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { EMPTY_USER_FORM, passwordError, userFormValues, userRequestBody } from './user-form';
import { UserFormDialog } from './user-form-dialog';

const ASHA: AdminUser = {
  id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  username: 'asha',
  location: 'Mumbai',
  gender: null,
  age: 29,
  pincode: 400001,
  role: 'user',
  phone: '9876543210',
  profileImage: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const FILLED = { ...userFormValues(ASHA), role: 'Admin', password: 'correct horse' };

describe('admin user form rules (docs/product.md#validation-rules)', () => {
  it('a new user without a password: "Password is required for new users."', () => {
    expect(passwordError({ ...FILLED, password: '' }, 'create')).toBe('Password is required for new users.');
    expect(passwordError(FILLED, 'create')).toBeUndefined();
  });

  it('an edit never asks for a password', () => {
    expect(passwordError({ ...FILLED, password: '' }, 'edit')).toBeUndefined();
  });

  it('create sends the password; update leaves it out; the role goes lowercased', () => {
    expect(userRequestBody(FILLED, 'create')).toMatchObject({ password: 'correct horse', role: 'admin' });
    const update = userRequestBody(FILLED, 'edit');
    expect(update).not.toHaveProperty('password');
    expect(update.role).toBe('admin');
  });

  it('editing starts from the user, with the admin gender option and no password', () => {
    expect(userFormValues(ASHA)).toMatchObject({ gender: 'Prefer not to say', age: '29', password: '' });
    expect(EMPTY_USER_FORM.role).toBe('user');
  });
});

function renderDialog(user: AdminUser | null) {
  return renderRoutes([{ path: '/', element: <UserFormDialog open user={user} onOpenChange={() => {}} /> }], '/');
}

describe('UserFormDialog', () => {
  it('Add User without a password shows the rule under Password and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderDialog(null);
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ravi');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Password is required for new users.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('Edit User has no password field and PATCHes without one', async () => {
    const calls = mockFetch(() => jsonResponse(ASHA));
    const user = userEvent.setup();
    renderDialog(ASHA);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(calls[0]!.method).toBe('PATCH');
    expect(calls[0]!.url).toBe('/api/admin/update/users/user-1');
    const body = JSON.parse(String(calls[0]!.body));
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ role: 'admin', gender: 'Prefer not to say', username: 'asha' });
  });

  it("a refused save: 'Failed to save user.' toast, the inline text and the server's field messages", async () => {
    mockFetch(() => fieldErrors({ phone: 'Phone number must be 10 digits, optionally prefixed with +91' }));
    const user = userEvent.setup();
    renderDialog(ASHA);
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to save user.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save user. Please check your inputs.');
    await waitFor(() =>
      expect(
        within(dialog).getByText('Phone number must be 10 digits, optionally prefixed with +91'),
      ).toBeInTheDocument(),
    );
  });
});
