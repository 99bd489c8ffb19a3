import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeProfile, holdTimeouts, fieldErrors, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { RegisterPage } from './register-page';

const routes = [
  { path: '/auth/register', element: <RegisterPage /> },
  { path: '/auth/login', element: <p>Login page</p> },
];

const VALID = {
  'Full Name': 'Asha Rao',
  Email: 'asha@example.in',
  Username: 'asha',
  Location: 'Mumbai',
  Age: '29',
  Pincode: '400001',
  Phone: '+919876543210',
  Password: 'correct horse',
  'Confirm Password': 'correct horse',
};

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, values: Partial<typeof VALID> = VALID, gender = 'female') {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  if (gender) await user.selectOptions(screen.getByLabelText('Gender'), gender);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));

/** The error message shown under a field, read through the field's aria-describedby. */
function fieldError(label: string): string | null {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  if (!describedBy) return null;
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('Register page', () => {
  it('has every field of the spec, the gender placeholder and a link to login', () => {
    renderRoutes(routes, '/auth/register');
    for (const label of [...Object.keys(VALID), 'Gender']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Age')).toHaveAttribute('type', 'number');
    const gender = screen.getByLabelText('Gender');
    expect(within(gender).getByRole('option', { name: 'Male/Female/Other' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows every message of docs/product.md#validation-rules when sent empty, and calls nothing', async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await submit(user);
    await screen.findByText('Name is required');
    expect(fieldError('Full Name')).toBe('Name is required');
    expect(fieldError('Email')).toBe('Invalid email address');
    expect(fieldError('Username')).toBe('Username is required');
    expect(fieldError('Location')).toBe('Location is required');
    expect(fieldError('Gender')).toBe('Gender is required');
    expect(fieldError('Age')).toBe('Age is required');
    expect(fieldError('Pincode')).toBe('Pincode is required');
    expect(fieldError('Phone')).toBe('Phone number must be 10 digits, optionally prefixed with +91');
    expect(fieldError('Password')).toBe('Password is required');
    expect(fieldError('Confirm Password')).toBe('Confirm password is required');
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed email and a phone that is not 10 digits', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fill(user, { ...VALID, Email: 'asha@', Phone: '98765' });
    await submit(user);
    await waitFor(() => expect(fieldError('Email')).toBe('Invalid email address'));
    expect(fieldError('Phone')).toBe('Phone number must be 10 digits, optionally prefixed with +91');
    expect(fieldError('Full Name')).toBeNull();
  });

  it("says 'Passwords do not match' on the confirmation", async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fill(user, { ...VALID, 'Confirm Password': 'correct horse!' });
    await submit(user);
    await waitFor(() => expect(fieldError('Confirm Password')).toBe('Passwords do not match'));
    expect(calls).toHaveLength(0);
  });

  it("posts the fields, shows 'Registration successful!' and goes to login after 500 ms", async () => {
    const calls = mockFetch(() => jsonResponse(fakeProfile({ username: 'asha' }), 201));
    const delay = holdTimeouts(500);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/register');
    await fill(user);
    await submit(user);

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/register');
    expect(calls[0]!.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      username: 'asha',
      location: 'Mumbai',
      gender: 'female',
      age: '29',
      pincode: '400001',
      phone: '+919876543210',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(delay.pending).toBe(1);
    act(() => delay.elapse());
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it("shows the server's message, and a duplicate beside its field", async () => {
    mockFetch(() => jsonResponse({ message: 'Username already taken', code: 'conflict' }, 409));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/register');
    await fill(user);
    await submit(user);
    await waitFor(() => expect(fieldError('Username')).toBe('Username already taken'));
    expect(screen.getAllByText('Username already taken')).toHaveLength(2); // toast and field
    expect(router.state.location.pathname).toBe('/auth/register');
  });

  it("puts the server's field messages on their fields", async () => {
    mockFetch(() => fieldErrors({ pincode: 'Pincode must be a 6-digit Indian PIN code' }));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fill(user);
    await submit(user);
    await waitFor(() => expect(fieldError('Pincode')).toBe('Pincode must be a 6-digit Indian PIN code'));
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument();
  });

  it("shows 'Registration failed' when the server gives no message", async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/register');
    await fill(user);
    await submit(user);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });
});
