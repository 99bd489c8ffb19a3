import {
  chatHistoryQuerySchema,
  chatPresenceSchema,
  chatPresenceSettingsSchema,
  chatMessageSchema,
  chatReadResultSchema,
  chatUnreadSchema,
  conversationSchema,
  ERR,
  isoDateTimeSchema,
  personRefSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { badRequest, notFound, validationFailed } from '../../lib/errors';
import { loadOffers } from '../offers/offers.repository';
import { findPersonId } from '../users/users.repository';
import {
  countUnread,
  findCursorMessage,
  findPresenceRow,
  type HistoryCursor,
  listConversations,
  listHistory,
  toChatMessage,
} from './chat.repository';
import { markChatRead, presenceFor, setPresenceHidden } from './chat.service';
import { chatSocketRoutes } from './chat.socket';

const peerParams = z.object({ peerId: personRefSchema });
const security = [{ bearer: [] }];

// Chat over HTTP: a conversation's history, the Messages inbox, marking read, the unread badge.
// The live part (sending, typing, receipts) is the WebSocket in chat.socket.ts, registered from here.
export const chatRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(chatSocketRoutes, deps);

  /** The id of the other person of a conversation, named by id or username: someone else who exists. */
  async function requirePeer(userId: string, peer: string): Promise<string> {
    const peerId = await findPersonId(db, peer);
    if (!peerId) throw notFound('User');
    if (peerId === userId) throw badRequest(ERR.cannotMessageSelf);
    return peerId;
  }

  app.get(
    '/api/auth/chat/history/:peerId',
    {
      schema: {
        tags: ['chat'],
        description:
          'The conversation with the person {peerId} names (their id or their username): the newest messages, oldest first; the Link header names the older page.',
        security,
        params: peerParams,
        querystring: chatHistoryQuerySchema,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const peerId = await requirePeer(user.id, request.params.peerId);
      const { before, limit } = request.query;
      let cursor: HistoryCursor | undefined;
      if (before !== undefined) {
        // An ISO time, or the id of the oldest message the client has (ties in time are then exact).
        cursor = isoDateTimeSchema.safeParse(before).success
          ? { createdAt: new Date(before).toISOString() }
          : await findCursorMessage(db, user.id, peerId, before);
        if (!cursor) throw validationFailed({ before: ERR.chatBeforeInvalid });
      }
      const rows = await listHistory(db, user.id, peerId, { before: cursor, limit });
      const oldest = rows[0];
      if (oldest && rows.length === limit) {
        const next = `/api/auth/chat/history/${encodeURIComponent(peerId)}?before=${oldest.id}&limit=${limit}`;
        reply.header('link', `<${next}>; rel="next"`);
      }
      // Offer cards (issue 19) carry their offer's current state.
      const offers = await loadOffers(
        db,
        rows.flatMap((row) => (row.offer_id ? [row.offer_id] : [])),
      );
      return rows.map((row) => toChatMessage(row, user.id, row.offer_id ? offers.get(row.offer_id) : undefined));
    },
  );

  app.get(
    '/api/auth/chat/conversations',
    { schema: { tags: ['chat'], security, response: { 200: z.array(conversationSchema) } } },
    async (request) => listConversations(db, currentUser(request).id),
  );

  app.post(
    '/api/auth/chat/read/:peerId',
    {
      schema: {
        tags: ['chat'],
        description: 'Marks read what the person {peerId} names (their id or their username) has sent.',
        security,
        params: peerParams,
        response: { 200: chatReadResultSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const peerId = await requirePeer(user.id, request.params.peerId);
      const read = await markChatRead(deps, user.id, peerId);
      return { read, unread: await countUnread(db, user.id) };
    },
  );

  app.get(
    '/api/auth/chat/presence/:peerId',
    {
      schema: {
        tags: ['chat'],
        description:
          'Whether the person {peerId} names (their id or their username) has the chat open now, and when they were last seen (decision 0029).',
        security,
        params: peerParams,
        response: { 200: chatPresenceSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return presenceFor(deps, user.id, await requirePeer(user.id, request.params.peerId));
    },
  );

  app.get(
    '/api/auth/chat/presence-settings',
    { schema: { tags: ['chat'], security, response: { 200: chatPresenceSettingsSchema } } },
    async (request) => ({ hidden: (await findPresenceRow(db, currentUser(request).id))?.hide_presence === 1 }),
  );

  app.put(
    '/api/auth/chat/presence-settings',
    {
      schema: {
        tags: ['chat'],
        description: 'Hides (or shows again) one’s chat presence; hiding it also hides everyone else’s from one.',
        security,
        body: chatPresenceSettingsSchema,
        response: { 200: chatPresenceSettingsSchema },
      },
    },
    async (request) => {
      await setPresenceHidden(deps, currentUser(request).id, request.body.hidden);
      return { hidden: request.body.hidden };
    },
  );

  app.get(
    '/api/auth/chat/unread',
    { schema: { tags: ['chat'], security, response: { 200: chatUnreadSchema } } },
    async (request) => ({ unread: await countUnread(db, currentUser(request).id) }),
  );
};
