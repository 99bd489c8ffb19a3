import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  currentProfileSchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  loginFormSchema,
  loginResponseSchema,
  MSG,
  messageResponseSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  userProfileSchema,
  verifyEmailBodySchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { requestLanguage } from '../../lib/language';
import { createMailer } from '../../lib/mailer';
import { failureLimit, rateLimitHook } from '../../lib/rate-limit';
import { currentUser } from '../../plugins/auth';
import { sendDownload } from '../../plugins/downloads';
import { AppError, unauthorized } from '../../lib/errors';
import { deviceCookieFor, knownDevice } from './device-cookie';
import { toUserProfile } from '../users/users.repository';
import { exportAccount } from './account-export';
import { changeEmail, changePassword, deleteOwnAccount, sendEmailVerification, verifyEmail } from './account.service';
import {
  currentProfileOf,
  logIn,
  registerUser,
  requestPasswordReset,
  resetPassword,
  updateProfile,
} from './auth.service';
import { readProfileImageFile, saveProfileImage } from './profile-image';

const MINUTE = 60_000;
/** Failed logins for one username from one address (or one known browser) within a minute. */
export const LOGIN_TRIES_PER_USERNAME_AND_ADDRESS = 10;
/** Failed logins for one username from all addresses together within 15 minutes. */
export const LOGIN_TRIES_PER_USERNAME = 100;

// Accounts: register, log in, forgot and reset password, and the signed-in user's own profile.
// Form-like bodies (register, login, profile) arrive as JSON, urlencoded or multipart: formFieldsToBody
// puts the fields where the contract's zod schema validates them.
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, media } = deps;
  const mailer = createMailer(config);
  // The mails of accounts go through this route's mailer, built once here.
  const mail = { ...deps, mailer };
  const limits = config.rateLimits;
  const bodyField = (name: string) => (request: { body: unknown }) =>
    String((request.body as Record<string, unknown>)[name] ?? '').toLowerCase();

  // Guessing passwords (issue 32 finding 4). Every request is limited per address (30 a minute, whatever the
  // usernames): that slows a guesser. Per account only FAILED logins count, so an owner signing in often is never
  // limited: 10 a minute per username from one address, 100 in 15 minutes per username from all addresses. A
  // browser that signed in to the account before (its device cookie, device-cookie.ts) is exempt from both
  // per-account counts and has its own (10 failures a minute), so guesses from anywhere else never lock the
  // owner out of their usual browser.
  const loginPerIp = rateLimitHook(app, limits, { name: 'login-ip', max: 30, timeWindowMs: MINUTE });
  const failuresPerUsernameAndIp = failureLimit(app, limits, {
    name: 'login-fail-user-ip',
    max: LOGIN_TRIES_PER_USERNAME_AND_ADDRESS,
    timeWindowMs: MINUTE,
  });
  const failuresPerUsername = failureLimit(app, limits, {
    name: 'login-fail-user',
    max: LOGIN_TRIES_PER_USERNAME,
    timeWindowMs: 15 * MINUTE,
  });
  const failuresPerDevice = failureLimit(app, limits, {
    name: 'login-fail-device',
    max: LOGIN_TRIES_PER_USERNAME_AND_ADDRESS,
    timeWindowMs: MINUTE,
  });
  const secureCookies = config.publicUrl.startsWith('https:');
  const registerPerIp = rateLimitHook(app, limits, { name: 'register-ip', max: 50, timeWindowMs: 60 * MINUTE });
  // Mail bombing: per address, and per target email.
  const forgotPerIp = rateLimitHook(app, limits, { name: 'forgot-ip', max: 10, timeWindowMs: 15 * MINUTE });
  const forgotPerEmail = rateLimitHook(app, limits, {
    name: 'forgot-email',
    max: 5,
    timeWindowMs: 60 * MINUTE,
    key: bodyField('email'),
  });
  // Tokens cannot be guessed; this bounds the password hashing a stranger can make the server do.
  const resetPerIp = rateLimitHook(app, limits, { name: 'reset-ip', max: 10, timeWindowMs: 15 * MINUTE });

  app.post(
    '/api/register',
    {
      onRequest: registerPerIp,
      preValidation: formFieldsToBody,
      schema: { tags: ['auth'], body: registrationBodySchema, response: { 201: userProfileSchema } },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body, requestLanguage(request));
      await sendEmailVerification(mail, user.id, request.log);
      return reply.status(201).send(toUserProfile(user, { personal: true, isFollowing: false }));
    },
  );

  app.post(
    '/api/login',
    {
      onRequest: loginPerIp,
      preValidation: formFieldsToBody,
      schema: { tags: ['auth'], body: loginFormSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const username = request.body.username.toLowerCase();
      const device = knownDevice(config.jwtSecret, request.headers.cookie, username);
      const perDevice = `${username}|${device}`;
      const perAddress = `${username}|${request.ip}`;
      if (device) await failuresPerDevice.check(perDevice, reply);
      else {
        await failuresPerUsernameAndIp.check(perAddress, reply);
        await failuresPerUsername.check(username, reply);
      }
      let accessToken: string;
      try {
        accessToken = await logIn(deps, request.body);
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthorized') {
          await failuresPerUsernameAndIp.fail(perAddress);
          await failuresPerUsername.fail(username);
          if (device) await failuresPerDevice.fail(perDevice);
        }
        throw error;
      }
      reply.header('set-cookie', deviceCookieFor(config.jwtSecret, username, secureCookies));
      return { access_token: accessToken, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      onRequest: forgotPerIp,
      preValidation: formFieldsToBody,
      preHandler: forgotPerEmail,
      schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(mail, request.body.email, request.log);
      return { message: MSG.auth.resetLinkRequested };
    },
  );

  app.post(
    '/api/reset-password',
    {
      onRequest: resetPerIp,
      preValidation: formFieldsToBody,
      schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: MSG.auth.passwordResetSuccess };
    },
  );

  // ── The account (issue 17) ─────────────────────────────────────────────────
  // Mail bombing through the resend button: a few per person per hour. Tokens cannot be guessed; the limit on
  // redeeming bounds the work a stranger can make the server do. Password checks are limited like login.
  const verifyMailPerUser = rateLimitHook(app, limits, {
    name: 'verify-mail-user',
    max: 5,
    timeWindowMs: 60 * MINUTE,
    key: (request) => currentUser(request).id,
  });
  const verifyPerIp = rateLimitHook(app, limits, { name: 'verify-ip', max: 20, timeWindowMs: 15 * MINUTE });
  const passwordCheckPerUser = rateLimitHook(app, limits, {
    name: 'account-password-user',
    max: LOGIN_TRIES_PER_USERNAME_AND_ADDRESS,
    timeWindowMs: 15 * MINUTE,
    key: (request) => currentUser(request).id,
  });

  app.post(
    '/api/auth/me/verify-email',
    {
      preHandler: verifyMailPerUser,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await sendEmailVerification(mail, currentUser(request).id, request.log);
      return { message: MSG.auth.verificationSent };
    },
  );

  app.post(
    '/api/verify-email',
    {
      onRequest: verifyPerIp,
      preValidation: formFieldsToBody,
      schema: { tags: ['auth'], body: verifyEmailBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await verifyEmail(db, request.body.token);
      return { message: MSG.auth.emailVerified };
    },
  );

  app.post(
    '/api/auth/me/password',
    {
      preHandler: passwordCheckPerUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => {
      const accessToken = await changePassword(mail, currentUser(request), request.body, request.log);
      return { message: MSG.auth.passwordChanged, access_token: accessToken };
    },
  );

  app.post(
    '/api/auth/me/email',
    {
      preHandler: passwordCheckPerUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: changeEmailBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changeEmail(mail, currentUser(request), request.body, request.log);
      return { message: MSG.auth.emailChanged };
    },
  );

  // A JSON file of everything Kala holds about the person (account-export.ts says what is in it).
  const exportPerUser = rateLimitHook(app, limits, {
    name: 'export-user',
    max: 10,
    timeWindowMs: 60 * MINUTE,
    key: (request) => currentUser(request).id,
  });
  app.get(
    '/api/auth/me/export',
    {
      preHandler: exportPerUser,
      schema: { tags: ['auth'], security: [{ bearer: [] }], produces: ['application/json'] },
    },
    async (request, reply) => {
      const data = await exportAccount(db, currentUser(request).id);
      if (!data) throw unauthorized();
      const day = data.exportedAt.slice(0, 10);
      const filename = `kala-${data.profile.username}-${day}.json`;
      return sendDownload(reply, 'application/json', filename, JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/api/auth/me',
    {
      preHandler: passwordCheckPerUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteOwnAccount(deps, currentUser(request), request.body);
      return { message: MSG.auth.accountDeleted };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: currentProfileSchema } } },
    async (request) => currentProfileOf(db, currentUser(request)),
  );

  app.patch(
    '/api/auth/me',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: profileUpdateBodySchema,
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => updateProfile(deps, currentUser(request), request.body),
  );

  app.post(
    '/api/auth/me/profile-image',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const file = await readProfileImageFile(request);
      await saveProfileImage(db, media, user.id, file);
      return currentProfileOf(db, user);
    },
  );
};
