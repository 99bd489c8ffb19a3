import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages';
import { fieldErrors, parsed } from './test-utils';
import {
  adminGenderOption,
  adminUserCreateBodySchema,
  adminUserUpdateBodySchema,
  currentProfileSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  loginResponseSchema,
  profileUpdateBodySchema,
  registrationBodySchema,
  registrationFormSchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
} from './users';

const V = VALIDATION.registration;

const validRegistration = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  username: 'asha.rao',
  location: 'Mumbai',
  gender: 'Female',
  age: '29',
  pincode: '400001',
  phone: '9876543210',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('login form', () => {
  it('requires a username and a password with the spec messages', () => {
    expect(fieldErrors(loginFormSchema, { username: '  ', password: '' })).toEqual({
      username: VALIDATION.login.usernameRequired,
      password: VALIDATION.login.passwordRequired,
    });
  });

  it('accepts any non-empty password (the policy applies when one is chosen, not at login)', () => {
    expect(parsed(loginFormSchema, { username: ' asha ', password: 'x' })).toEqual({ username: 'asha', password: 'x' });
  });

  it('login answer carries access_token and token_type bearer', () => {
    expect(loginResponseSchema.safeParse({ access_token: 't', token_type: 'bearer' }).success).toBe(true);
    expect(loginResponseSchema.safeParse({ token: 't' }).success).toBe(false);
  });
});

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(fieldErrors(registrationFormSchema, validRegistration)).toEqual({});
  });

  it('an empty form shows every spec message at once', () => {
    const empty = Object.fromEntries(Object.keys(validRegistration).map((key) => [key, '']));
    expect(fieldErrors(registrationFormSchema, empty)).toEqual({
      name: V.nameRequired,
      email: V.invalidEmail,
      username: V.usernameRequired,
      location: V.locationRequired,
      gender: V.genderRequired,
      age: V.ageRequired,
      pincode: V.pincodeRequired,
      phone: V.phoneInvalid,
      password: V.passwordRequired,
      confirmPassword: V.confirmPasswordRequired,
    });
  });

  it('rejects an invalid email with the spec message', () => {
    expect(fieldErrors(registrationFormSchema, { ...validRegistration, email: 'asha@' })).toEqual({
      email: V.invalidEmail,
    });
  });

  it('rejects a phone without 10 digits with the spec message', () => {
    for (const phone of ['987654321', '98765432100', '98765-43210', '+9198765432']) {
      expect(fieldErrors(registrationFormSchema, { ...validRegistration, phone })).toEqual({ phone: V.phoneInvalid });
    }
  });

  it('accepts a +91 prefix', () => {
    expect(fieldErrors(registrationFormSchema, { ...validRegistration, phone: '+919876543210' })).toEqual({});
  });

  it("says 'Passwords do not match' on confirmPassword", () => {
    expect(fieldErrors(registrationFormSchema, { ...validRegistration, confirmPassword: 'correct horsE' })).toEqual({
      confirmPassword: V.passwordsDoNotMatch,
    });
  });

  it('reports the password mismatch together with other field errors', () => {
    const errors = fieldErrors(registrationFormSchema, { ...validRegistration, name: '', confirmPassword: 'other' });
    expect(errors).toEqual({ name: V.nameRequired, confirmPassword: V.passwordsDoNotMatch });
  });

  it('reports the password mismatch even when another field is missing altogether', () => {
    const { name: _unused, ...withoutName } = validRegistration;
    const errors = fieldErrors(registrationFormSchema, { ...withoutName, confirmPassword: 'other' });
    expect(errors).toEqual({ name: V.nameRequired, confirmPassword: V.passwordsDoNotMatch });
  });

  it('needs a password of at least 8 characters', () => {
    const short = { ...validRegistration, password: 'short', confirmPassword: 'short' };
    expect(fieldErrors(registrationFormSchema, short)).toEqual({ password: V.passwordTooShort });
  });

  it('rejects usernames that are too short, too long or have other characters', () => {
    for (const username of ['ab', 'a'.repeat(31), 'asha rao', 'asha@home', 'ásha']) {
      expect(fieldErrors(registrationFormSchema, { ...validRegistration, username })).toEqual({
        username: V.usernameInvalid,
      });
    }
  });

  it('rejects an age that is not a whole number from 1 to 120', () => {
    for (const age of ['0', '121', '12.5', 'abc', '-3']) {
      expect(fieldErrors(registrationFormSchema, { ...validRegistration, age })).toEqual({ age: V.ageInvalid });
    }
  });

  it('rejects a pincode that is not 6 digits', () => {
    for (const pincode of ['40001', '4000011', '040001', '40OO01']) {
      expect(fieldErrors(registrationFormSchema, { ...validRegistration, pincode })).toEqual({
        pincode: V.pincodeInvalid,
      });
    }
  });

  it('rejects a gender other than male, female or other', () => {
    expect(fieldErrors(registrationFormSchema, { ...validRegistration, gender: 'robot' })).toEqual({
      gender: V.genderInvalid,
    });
  });
});

describe('registration body (server)', () => {
  it('parses age and pincode into numbers, lowercases gender and email, trims username', () => {
    const body = parsed(registrationBodySchema, {
      ...validRegistration,
      email: '  Asha@Example.COM ',
      username: ' asha.rao ',
      gender: 'FEMALE',
    });
    expect(body).toMatchObject({ email: 'asha@example.com', username: 'asha.rao', gender: 'female', age: 29 });
    expect(body.pincode).toBe(400001);
  });

  it('accepts JSON numbers for age and pincode and drops confirmPassword', () => {
    const body = parsed(registrationBodySchema, { ...validRegistration, age: 30, pincode: 560001 });
    expect(body.age).toBe(30);
    expect(body.pincode).toBe(560001);
    expect('confirmPassword' in body).toBe(false);
  });

  it('may leave confirmPassword out, but a sent one must match', () => {
    const { confirmPassword: _unused, ...withoutConfirm } = validRegistration;
    expect(fieldErrors(registrationBodySchema, withoutConfirm)).toEqual({});
    expect(fieldErrors(registrationBodySchema, { ...validRegistration, confirmPassword: 'nope' })).toEqual({
      confirmPassword: V.passwordsDoNotMatch,
    });
  });

  it('answers missing fields with the spec messages', () => {
    expect(fieldErrors(registrationBodySchema, {})).toMatchObject({
      name: V.nameRequired,
      email: V.invalidEmail,
      age: V.ageRequired,
      pincode: V.pincodeRequired,
      gender: V.genderRequired,
      password: V.passwordRequired,
    });
  });

  it('rejects an age of 1e2 or a hexadecimal pincode', () => {
    expect(fieldErrors(registrationBodySchema, { ...validRegistration, age: '1e2', pincode: '0x1234' })).toEqual({
      age: V.ageInvalid,
      pincode: V.pincodeInvalid,
    });
  });
});

describe('forgot and reset password', () => {
  it('forgot needs a valid email', () => {
    expect(fieldErrors(forgotPasswordFormSchema, { email: 'nobody' })).toEqual({
      email: VALIDATION.forgot.invalidEmail,
    });
  });

  it('reset needs both fields and they must match', () => {
    expect(fieldErrors(resetPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: VALIDATION.reset.passwordRequired,
      confirmPassword: VALIDATION.reset.confirmPasswordRequired,
    });
    expect(fieldErrors(resetPasswordFormSchema, { password: 'longenough', confirmPassword: 'longenougH' })).toEqual({
      confirmPassword: VALIDATION.reset.passwordsDoNotMatch,
    });
  });

  it('reset body needs the token and a policy-compliant password', () => {
    expect(fieldErrors(resetPasswordBodySchema, { password: 'short' })).toEqual({
      token: VALIDATION.reset.tokenRequired,
      password: VALIDATION.reset.passwordTooShort,
    });
  });
});

describe('profile', () => {
  it('update body accepts any subset and applies the same rules', () => {
    expect(parsed(profileUpdateBodySchema, { bio: ' Painter ' })).toEqual({ bio: 'Painter' });
    expect(fieldErrors(profileUpdateBodySchema, { phone: '12345' })).toEqual({ phone: V.phoneInvalid });
    expect(parsed(profileUpdateBodySchema, { age: '40', gender: 'Other' })).toEqual({ age: 40, gender: 'other' });
  });

  it('bio is at most 500 characters', () => {
    expect(Object.keys(fieldErrors(profileUpdateBodySchema, { bio: 'x'.repeat(501) }))).toEqual(['bio']);
    expect(fieldErrors(profileUpdateBodySchema, { bio: 'x'.repeat(500) })).toEqual({});
  });

  it('current profile lists default to empty', () => {
    const profile = parsed(currentProfileSchema, {
      id: 'u1',
      name: 'Asha',
      username: 'asha',
      profileImage: null,
      bio: '',
      location: 'Mumbai',
      gender: 'female',
      age: 29,
      pincode: 400001,
      phone: '9876543210',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      followers: 0,
      following: 0,
      email: 'asha@example.com',
      role: 'user',
    });
    expect(profile.followersList).toEqual([]);
    expect(profile.followingList).toEqual([]);
  });
});

describe('admin users', () => {
  const newUser = { ...validRegistration, gender: 'Prefer not to say', role: 'Admin', profileImage: 'ignored.png' };

  it("a new user needs a password: 'Password is required for new users.'", () => {
    const { password: _unused, ...withoutPassword } = newUser;
    expect(fieldErrors(adminUserCreateBodySchema, withoutPassword)).toEqual({
      password: VALIDATION.adminUser.passwordRequiredForNewUsers,
    });
  });

  it('role is sent lowercased; Prefer not to say is stored as no gender', () => {
    const body = parsed(adminUserCreateBodySchema, newUser);
    expect(body.role).toBe('admin');
    expect(body.gender).toBeNull();
  });

  it('a role other than user or admin is rejected', () => {
    expect(fieldErrors(adminUserCreateBodySchema, { ...newUser, role: 'owner' })).toEqual({
      role: VALIDATION.adminUser.roleInvalid,
    });
  });

  it('a new user without a role is a user', () => {
    const { role: _unused, ...withoutRole } = newUser;
    expect(parsed(adminUserCreateBodySchema, withoutRole).role).toBe('user');
  });

  it('update never takes a password and never defaults the role', () => {
    const body = parsed(adminUserUpdateBodySchema, { name: 'New Name', password: 'hunter22hunter22' });
    expect(body).toEqual({ name: 'New Name' });
  });

  it('admin gender options map to and from stored genders', () => {
    expect(parsed(adminUserUpdateBodySchema, { gender: 'Male' }).gender).toBe('male');
    expect(adminGenderOption('male')).toBe('Male');
    expect(adminGenderOption(null)).toBe('Prefer not to say');
    expect(fieldErrors(adminUserUpdateBodySchema, { gender: 'toString' })).toEqual({
      gender: VALIDATION.adminUser.adminGenderInvalid,
    });
  });
});
