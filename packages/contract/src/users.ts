// Users: login, registration, password reset, profiles, follow lists, the admin view of users.
// Forms keep every value a string (docs/product.md#entities-and-fields "Forms"); request bodies parse the same rules
// into stored types.

import { z } from 'zod';
import { LANGUAGES } from './languages';
import {
  ADMIN_GENDER_OPTIONS,
  AGE_MAX,
  AGE_MIN,
  type AdminGenderOption,
  BIO_MAX_LENGTH,
  DEFAULT_ROLE,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_GENDERS,
  type ProfileGender,
  ROLES,
} from './constants';
import {
  booleanInput,
  emailSchema,
  idSchema,
  integerInput,
  integerText,
  isoDateTimeSchema,
  optionalText,
  phoneSchema,
  pincodeInputSchema,
  pincodeTextSchema,
  requiredText,
  usernameSchema,
} from './common';
import { VALIDATION } from './messages';

const V = VALIDATION.registration;

// ── Field rules ──────────────────────────────────────────────────────────────

// Passwords are never trimmed: spaces are legitimate characters of a password.
const passwordSchema = z
  .string({ error: V.passwordRequired })
  .min(1, V.passwordRequired)
  .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, V.passwordTooShort);
const confirmPasswordSchema = z.string({ error: V.confirmPasswordRequired }).min(1, V.confirmPasswordRequired);

const nameSchema = requiredText(V.nameRequired, NAME_MAX_LENGTH, 'Name');
const locationSchema = requiredText(V.locationRequired, LOCATION_MAX_LENGTH, 'Location');
const bioSchema = optionalText(BIO_MAX_LENGTH, 'Bio');

const isProfileGender = (value: string): value is ProfileGender =>
  (PROFILE_GENDERS as readonly string[]).includes(value);

/** Gender typed in a form (placeholder Male/Female/Other): any case of male, female or other. */
const genderTextSchema = requiredText(V.genderRequired).refine(
  (value) => value === '' || isProfileGender(value.toLowerCase()),
  V.genderInvalid,
);
/**
 * Gender in a request body: accepted in any case, stored lowercase (docs/product.md#entities-and-fields: male, female,
 * other).
 */
const genderInputSchema = requiredText(V.genderRequired)
  .toLowerCase()
  .pipe(z.enum(PROFILE_GENDERS, { error: V.genderInvalid }));

const ageTextSchema = integerText(V.ageRequired, V.ageInvalid, AGE_MIN, AGE_MAX);
const ageInputSchema = integerInput(V.ageRequired, V.ageInvalid, AGE_MIN, AGE_MAX);

const roleSchema = z.enum(ROLES);
const profileGenderSchema = z.enum(PROFILE_GENDERS);

/**
 * The refinement "confirmPassword equals password", reported on confirmPassword
 * (docs/product.md#beyond-the-original-client: Kala checks it).
 * `when` lets it run while other fields are still invalid, so the form shows every message at once;
 * it only needs the two passwords to be strings.
 */
const passwordsMatch = {
  error: V.passwordsDoNotMatch,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

// ── Login ────────────────────────────────────────────────────────────────────

/** Login form and POST /api/login body (multipart, urlencoded or JSON). */
export const loginFormSchema = z.object({
  username: requiredText(VALIDATION.login.usernameRequired),
  password: z.string({ error: VALIDATION.login.passwordRequired }).min(1, VALIDATION.login.passwordRequired),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ── Registration ─────────────────────────────────────────────────────────────

/** The fields the register form and the register call check alike (the optional ones differ: text, or stored types). */
const registrationFields = {
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  location: locationSchema,
  phone: phoneSchema,
  password: passwordSchema,
};

/**
 * The register screen's form: all strings (docs/product.md#entities-and-fields), every rule of
 * docs/product.md#validation-rules plus Kala's password rules.
 */
export const registrationFormSchema = z
  .object({
    ...registrationFields,
    gender: genderTextSchema,
    age: ageTextSchema,
    pincode: pincodeTextSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/**
 * POST /api/register body: the same rules, parsed into stored types (age and pincode numbers, gender and
 * email lowercase). confirmPassword is optional here — an API client may leave it out — but must match
 * when sent; it is dropped from the parsed value.
 */
export const registrationBodySchema = z
  .object({
    ...registrationFields,
    gender: genderInputSchema,
    age: ageInputSchema,
    pincode: pincodeInputSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    ...passwordsMatch,
    when: (payload) => typeof (payload.value as { password?: unknown } | undefined)?.password === 'string',
  })
  .transform(({ confirmPassword: _confirmPassword, ...body }) => body);
export type RegistrationBody = z.output<typeof registrationBodySchema>;

// ── Forgot and reset password ────────────────────────────────────────────────

export const forgotPasswordFormSchema = z.object({
  email: emailSchema,
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
/** POST body of the forgot-password call: the same single field. */
export const forgotPasswordBodySchema = forgotPasswordFormSchema;

export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST body of the reset call: the single-use token from the emailed link and the new password. */
export const resetPasswordBodySchema = z
  .object({
    token: requiredText(VALIDATION.reset.tokenRequired),
    password: passwordSchema,
    // Optional for API clients, as in registration; must match when sent.
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    ...passwordsMatch,
    when: (payload) => typeof (payload.value as { password?: unknown } | undefined)?.password === 'string',
  })
  .transform(({ confirmPassword: _confirmPassword, ...body }) => body);
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;

// ── The account (issue 17) ──────────────────────────────────────────────────

/** POST /api/verify-email: the single-use token from the mailed link. */
export const verifyEmailBodySchema = z.object({
  token: requiredText(VALIDATION.account.tokenRequired),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

const currentPasswordSchema = z
  .string({ error: VALIDATION.account.currentPasswordRequired })
  .min(1, VALIDATION.account.currentPasswordRequired);

/** POST /api/auth/me/password: the current password and the new one. */
export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * The reply of a password change: every other session has ended, and this one goes on with the fresh token
 * (the old one carries the old session version and is refused from now on).
 */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  access_token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/auth/me/email: the new address, confirmed with the password. */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** DELETE /api/auth/me: the password confirms that the person means it. */
export const deleteAccountBodySchema = z.object({
  currentPassword: currentPasswordSchema,
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** Replies that only carry a sentence for the user (forgot password, reset password). */
export const messageResponseSchema = z.object({
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ── People as other screens show them ────────────────────────────────────────

// A user may have no picture yet; screens then show a default or generated avatar (docs/product.md#screens-and-routes,
// docs/product.md#entities-and-fields).
const profileImageSchema = z.string().nullable();

/** Entry of follower/following lists and chat peers (docs/product.md#entities-and-fields). */
export const userSummarySchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  profileImage: profileImageSchema,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** How many artists "Artists in {city}" shows on the home page. */
export const NEARBY_ARTISTS_LIMIT = 12;

/**
 * GET /api/auth/artists/nearby (Kala, issue 19): artists (people with artworks) in the viewer's city, most followed
 * first, never the viewer. `city` is the viewer's as their profile writes it ('' without one: no artists then).
 */
export const nearbyArtistsSchema = z.object({
  city: z.string(),
  artists: z.array(userSummarySchema),
});
export type NearbyArtists = z.infer<typeof nearbyArtistsSchema>;

/** POST and DELETE /api/auth/blocks/{user} (Kala, issue 17): whether I block them now. */
export const blockStatusSchema = z.object({ blocked: z.boolean() });
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** GET /api/auth/blocks: the people I blocked, the latest first. */
export const blockListSchema = z.object({ users: z.array(userSummarySchema) });
export type BlockList = z.infer<typeof blockListSchema>;

/** GET /api/auth/me/followers and /following (docs/product.md#entities-and-fields: a users array). */
export const followListSchema = z.object({
  users: z.array(userSummarySchema),
});
export type FollowList = z.infer<typeof followListSchema>;

/** The artist shown on artworks, and the artist search result (docs/product.md#entities-and-fields). */
export const artistSummarySchema = z.object({
  id: idSchema,
  username: z.string(),
  profileImage: profileImageSchema,
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;
/** GET /api/search/user answers an array of these: the spec's fields plus name (search matches names too). */
export const artistSearchResultSchema = userSummarySchema;
export type ArtistSearchResult = UserSummary;
export const artistSearchResponseSchema = z.array(artistSearchResultSchema);

// ── Profiles ─────────────────────────────────────────────────────────────────

/**
 * GET /api/user/{username or id}: the profile (docs/product.md#entities-and-fields). age, pincode and phone are
 * personal: the server sends them only to the owner and to admins, so they are optional here and required in
 * CurrentProfile. gender is null when an admin chose 'Prefer not to say'.
 */
export const userProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  username: z.string(),
  profileImage: profileImageSchema,
  bio: z.string(),
  location: z.string(),
  gender: profileGenderSchema.nullable(),
  age: z.number().int().optional(),
  pincode: z.number().int().optional(),
  phone: z.string().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  followers: z.number().int().nonnegative(),
  following: z.number().int().nonnegative(),
  /** Present for a signed-in viewer: whether they follow this user (Kala reads the real state). */
  isFollowing: z.boolean().optional(),
  /** Kala (issue 17): whether the person confirmed their e-mail address (the verified mark on profiles). */
  verified: z.boolean().optional(),
  /** Kala (issue 17): for a signed-in viewer, whether they blocked this person. */
  isBlocked: z.boolean().optional(),
  /** Kala (issue 19, decision 0017): the artist hands over pieces in person in their city (`location`). */
  offersPickup: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * GET /api/auth/me: the signed-in user's own profile (docs/product.md#api-calls: with followersList and followingList).
 */
export const currentProfileSchema = userProfileSchema.extend({
  age: z.number().int(),
  pincode: z.number().int(),
  phone: z.string(),
  email: z.string(),
  role: roleSchema,
  followersList: z.array(userSummarySchema).default([]),
  followingList: z.array(userSummarySchema).default([]),
});
export type CurrentProfile = z.infer<typeof currentProfileSchema>;

/** The edit-profile form (docs/product.md#screens-and-routes): strings, same rules as registration, plus bio. */
export const profileFormSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  bio: bioSchema,
  location: locationSchema,
  gender: genderTextSchema,
  age: ageTextSchema,
  pincode: pincodeTextSchema,
  phone: phoneSchema,
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/**
 * PATCH /api/auth/me body: any subset of the form's fields (JSON, urlencoded or multipart).
 * The picture goes to POST /api/auth/me/profile-image (multipart, one `file`).
 */
export const profileUpdateBodySchema = z.object({
  name: nameSchema.optional(),
  username: usernameSchema.optional(),
  bio: bioSchema.optional(),
  location: locationSchema.optional(),
  gender: genderInputSchema.optional(),
  age: ageInputSchema.optional(),
  pincode: pincodeInputSchema.optional(),
  phone: phoneSchema.optional(),
  /** Kala (issue 19): "I offer local pickup" (in the profile's location). */
  offersPickup: booleanInput(VALIDATION.profile.offersPickupInvalid).optional(),
  /** Issue 18 item 5: the language the person's mails and pushes are written in (sent by the language switch). */
  language: z.enum(LANGUAGES, { error: VALIDATION.profile.languageInvalid }).optional(),
});
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;

/**
 * PATCH /api/auth/me and POST /api/auth/me/profile-image answer the updated profile. A changed username also
 * brings a fresh access_token (the token's sub is the username, docs/product.md#entities-and-fields): the client stores
 * it at once.
 */
export const profileUpdateResponseSchema = currentProfileSchema.extend({
  access_token: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * POST /api/auth/{id}/follow and DELETE /api/auth/{id}/unfollow: whether the caller now follows that user, and
 * that user's own counts afterwards (the numbers of their profile).
 */
export const followStatusSchema = z.object({
  isFollowing: z.boolean(),
  followers: z.number().int().nonnegative(),
  following: z.number().int().nonnegative(),
});
export type FollowStatus = z.infer<typeof followStatusSchema>;

// ── Admin view of users ──────────────────────────────────────────────────────

/**
 * A row of the admin user table (docs/product.md#entities-and-fields "User (admin view)"); the password is write-only.
 */
export const adminUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  username: z.string(),
  location: z.string(),
  gender: profileGenderSchema.nullable(),
  age: z.number().int(),
  pincode: z.number().int(),
  role: roleSchema,
  phone: z.string(),
  profileImage: profileImageSchema,
  createdAt: isoDateTimeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const ADMIN_GENDER_TO_PROFILE: Record<string, ProfileGender | null> = {
  male: 'male',
  female: 'female',
  other: 'other',
  'prefer not to say': null,
};

/** The admin form's option for a stored gender (null is 'Prefer not to say'). */
export function adminGenderOption(gender: ProfileGender | null): AdminGenderOption {
  return ADMIN_GENDER_OPTIONS.find((option) => ADMIN_GENDER_TO_PROFILE[option.toLowerCase()] === gender) ?? 'Other';
}

// Admin gender options (docs/product.md#constants-and-limits), any case. A profile stores male/female/other, so 'Prefer
// not to say' is stored as "no gender" (null) rather than as a fourth value.
const adminGenderInputSchema = requiredText(VALIDATION.adminUser.genderRequired)
  .toLowerCase()
  .refine(
    (value) => value === '' || Object.hasOwn(ADMIN_GENDER_TO_PROFILE, value),
    VALIDATION.adminUser.adminGenderInvalid,
  )
  .transform((value) => ADMIN_GENDER_TO_PROFILE[value] ?? null);

// The admin form sends the role in any case ("sent lowercased", docs/product.md#validation-rules); stored lowercase.
const roleInputSchema = z
  .string({ error: VALIDATION.adminUser.roleInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.enum(ROLES, { error: VALIDATION.adminUser.roleInvalid }));

// Shared by create and update. No defaults in here: update makes every field optional, and a default
// would silently rewrite a field the admin did not send (a role default would demote admins).
const adminUserFields = {
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  location: locationSchema,
  gender: adminGenderInputSchema,
  age: ageInputSchema,
  pincode: pincodeInputSchema,
  role: roleInputSchema,
  phone: phoneSchema,
  // Sent by the admin form; the server always stores its placeholder image instead
  // (docs/product.md#entities-and-fields).
  profileImage: z.string().optional(),
};

/** POST /api/admin/register body. */
export const adminUserCreateBodySchema = z.object({
  ...adminUserFields,
  role: roleInputSchema.default(DEFAULT_ROLE),
  password: z
    .string({ error: VALIDATION.adminUser.passwordRequiredForNewUsers })
    .min(1, VALIDATION.adminUser.passwordRequiredForNewUsers)
    .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, VALIDATION.adminUser.passwordTooShort),
});
export type AdminUserCreateBody = z.output<typeof adminUserCreateBodySchema>;

/**
 * PATCH /api/admin/update/users/{id} body: any subset of the fields. It has no password field, so a password
 * sent here is stripped by the parse and can never be changed through this call (docs/product.md#validation-rules).
 */
export const adminUserUpdateBodySchema = z.object(adminUserFields).partial();
export type AdminUserUpdateBody = z.output<typeof adminUserUpdateBodySchema>;
