// The admin user form (docs/product.md#validation-rules "Admin user form"): plain text fields, role and gender picked
// from lists. Only the password rule is checked here; every other rule is the server's, whose field messages the form
// shows.

import { type AdminUser, adminGenderOption, DEFAULT_ROLE, MSG } from '@kala/contract';
import { BLANK_ACCOUNT_FIELDS } from '../../entities/user/account-fields';

export interface UserFormValues {
  name: string;
  email: string;
  username: string;
  location: string;
  gender: string;
  age: string;
  pincode: string;
  phone: string;
  role: string;
  password: string;
}

/** Create (Add User) or edit (Edit User). */
export type UserFormMode = 'create' | 'edit';

export type UserFormField = keyof UserFormValues;

export const EMPTY_USER_FORM: Readonly<UserFormValues> = Object.freeze({
  ...BLANK_ACCOUNT_FIELDS,
  role: DEFAULT_ROLE,
  password: '',
});

export const isUserFormField = (name: string): name is UserFormField => Object.hasOwn(EMPTY_USER_FORM, name);

/** The form filled with a user's values for Edit User; the password stays empty (it is write-only). */
export function userFormValues(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    username: user.username,
    location: user.location,
    gender: adminGenderOption(user.gender),
    age: String(user.age),
    pincode: String(user.pincode),
    phone: user.phone,
    role: user.role,
    password: '',
  };
}

/** A new user needs a password: 'Password is required for new users.' An edit has no password field. */
export function passwordError(values: UserFormValues, mode: UserFormMode): string | undefined {
  return mode === 'create' && values.password === '' ? MSG.admin.passwordRequiredForNewUsers : undefined;
}

/**
 * What is sent: POST /api/admin/register gets every field; PATCH /api/admin/update/users/{id} the same without
 * the password (docs/product.md#validation-rules: removed from the update payload). The role is sent lowercased.
 */
export function userRequestBody(values: UserFormValues, mode: UserFormMode): Record<string, string> {
  const { password, ...fields } = values;
  const body: Record<string, string> = { ...fields, role: fields.role.toLowerCase() };
  if (mode === 'create') body.password = password;
  return body;
}
