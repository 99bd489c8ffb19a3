import {
  notificationListSchema,
  notificationReadBodySchema,
  notificationReadResultSchema,
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  notificationUnreadSchema,
  pageQuerySchema,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  VALIDATION,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { validationFailed } from '../../lib/errors';
import { isPublicHttpsUrl, resolvesToPublic } from '../../lib/public-address';
import { currentUser } from '../../plugins/auth';
import { setNextLink } from '../../lib/paging';
import { listPage } from '../../plugins/whole-lists';
import {
  countUnread,
  listNotifications,
  loadSettings,
  savePushSubscription,
  saveSettings,
  switchEmailOff,
} from './notifications.repository';
import { markAndPublish } from './notifications.service';
import { loadOrCreateVapidKeys } from './push-sender';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';
import { requestLanguage, textsFor } from '../../lib/language';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-token';

const security = [{ bearer: [] }];
const tags = ['notifications'];
const tokenQuery = z.object({ token: z.string().default('') });

// Notifications (issue 15): the list and its unread count, marking read, per-type settings, Web Push
// subscriptions, and the unsubscribe link of the mails.
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const vapidPublicKey = loadOrCreateVapidKeys(config).publicKey;

  app.get(
    '/api/auth/notifications',
    { schema: { tags, security, querystring: pageQuerySchema, response: { 200: notificationListSchema } } },
    async (request, reply) => {
      // The sentences in the request's language (lib/language.ts), as the rest of the reply.
      const text = textsFor(requestLanguage(request)).NOTIFY.text;
      const page = await listNotifications(db, currentUser(request).id, listPage(request), text);
      setNextLink(request, reply, page.next);
      return page.notifications;
    },
  );

  app.get(
    '/api/auth/notifications/unread',
    { schema: { tags, security, response: { 200: notificationUnreadSchema } } },
    async (request) => ({ count: await countUnread(db, currentUser(request).id) }),
  );

  app.post(
    '/api/auth/notifications/read',
    { schema: { tags, security, body: notificationReadBodySchema, response: { 200: notificationReadResultSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const read = await markAndPublish(deps, userId, request.body.ids ? { ids: request.body.ids } : {});
      return { read, count: await countUnread(db, userId) };
    },
  );

  app.get(
    '/api/auth/notification-settings',
    { schema: { tags, security, response: { 200: notificationSettingsSchema } } },
    async (request) => loadSettings(db, currentUser(request).id),
  );

  app.patch(
    '/api/auth/notification-settings',
    {
      schema: { tags, security, body: notificationSettingsPatchSchema, response: { 200: notificationSettingsSchema } },
    },
    async (request) => saveSettings(db, currentUser(request).id, request.body),
  );

  app.get('/api/push/public-key', { schema: { tags, response: { 200: pushPublicKeySchema } } }, async () => ({
    publicKey: vapidPublicKey,
  }));

  // One row per browser (notifications.repository.ts savePushSubscription). The server will connect to the
  // endpoint, so it must be a public https URL whose name does not resolve to a private address now; the push
  // sender checks the addresses again at every connection (lib/public-address.ts).
  app.post(
    '/api/auth/push-subscriptions',
    { schema: { tags, security, body: pushSubscriptionBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!isPublicHttpsUrl(endpoint) || (await resolvesToPublic(new URL(endpoint).hostname)) === false) {
        throw validationFailed({ endpoint: VALIDATION.notifications.endpointInvalid });
      }
      await savePushSubscription(db, currentUser(request).id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/auth/push-subscriptions',
    { schema: { tags, security, body: pushUnsubscribeBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', request.body.endpoint)
        .where('user_id', '=', currentUser(request).id)
        .execute();
      return reply.status(204).send(null);
    },
  );

  // The mails' unsubscribe link (no login: the signed token names the person and the type).
  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const target = readUnsubscribeToken(config.jwtSecret, request.query.token);
    const language = requestLanguage(request);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!target) return reply.status(400).send(invalidPage(language));
    return confirmPage(language, textsFor(language).NOTIFY.typeLabels[target.type], request.url);
  });

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` here; the page's button does the same.
  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const target = readUnsubscribeToken(config.jwtSecret, request.query.token);
    const language = requestLanguage(request);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!target || !(await switchEmailOff(db, target.userId, target.type))) {
      return reply.status(400).send(invalidPage(language));
    }
    return donePage(language, textsFor(language).NOTIFY.typeLabels[target.type]);
  });
};
