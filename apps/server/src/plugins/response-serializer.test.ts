import { artworkOrArtworksSchema, artworkSchema, conversationSchema, notificationListSchema } from '@kala/contract';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createArtwork, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { insertChatMessage } from '../features/chat/chat.repository';
import { responseSerializerCompiler } from './response-serializer';

async function tinyApp(checkAll: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAll }));
  const notACard = { id: 'x', title: 'No images, no artist', secret: 'leak' };
  app.get('/card', { schema: { response: { 200: artworkSchema } } }, async () => notACard as never);
  app.get('/cards', { schema: { response: { 200: z.array(artworkSchema) } } }, async () => [notACard] as never);
  // The detail's answer: a card, or a person's cards.
  app.get('/card-or-cards', { schema: { response: { 200: artworkOrArtworksSchema } } }, async () => notACard as never);
  app.get('/notifications', { schema: { response: { 200: notificationListSchema } } }, async () => [notACard] as never);
  app.get('/inbox', { schema: { response: { 200: z.array(conversationSchema) } } }, async () => [notACard] as never);
  app.get('/other', { schema: { response: { 200: z.object({ name: z.string() }) } } }, async () => ({
    name: 'Asha',
    password_hash: 'never sent',
  }));
  await app.ready();
  return app;
}

describe('response serialization', () => {
  it('outside production every answer is checked: a malformed artwork card fails loudly', async () => {
    const app = await tinyApp(true);
    expect((await app.inject('/card')).statusCode).toBe(500);
    expect((await app.inject('/cards')).statusCode).toBe(500);
    expect((await app.inject('/card-or-cards')).statusCode).toBe(500);
    expect((await app.inject('/notifications')).statusCode).toBe(500);
    expect((await app.inject('/inbox')).statusCode).toBe(500);
    expect((await app.inject('/other')).json()).toEqual({ name: 'Asha' });
    await app.close();
  });

  it('in production cards, notifications and the inbox go out as built; every other answer is checked and stripped', async () => {
    const app = await tinyApp(false);
    expect((await app.inject('/card')).statusCode).toBe(200);
    expect((await app.inject('/cards')).json()).toHaveLength(1);
    expect((await app.inject('/card-or-cards')).statusCode).toBe(200);
    expect((await app.inject('/notifications')).json()).toHaveLength(1);
    expect((await app.inject('/inbox')).json()).toHaveLength(1);
    expect((await app.inject('/other')).json()).toEqual({ name: 'Asha' });
    await app.close();
  });
});

describe('the fast path changes nothing in a real answer', () => {
  let t: TestApp;
  let viewer: TestUser;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    viewer = await createUser(t);
    artist = await createUser(t);
    for (let i = 0; i < 5; i += 1)
      await createArtwork(t, artist.id, { title: `Lotus ${i}`, tags: ['lotus'], images: 2 });
  });
  afterAll(() => t.close());

  it('listing, detail and search answer the same JSON with and without the check', async () => {
    const production = await buildApp(
      { ...t.deps, config: { ...t.config, checkAllResponses: false } },
      { logger: false },
    );
    const first = (await t.app.inject({ method: 'GET', url: '/api/artworks' })).json() as { id: string }[];
    const urls = [
      '/api/artworks',
      `/api/artworks/${first[0]?.id}`,
      `/api/artworks/${artist.username}`,
      '/api/artworks/search?query=lotus',
    ];
    for (const url of urls) {
      const checked = await t.app.inject({ method: 'GET', url, headers: viewer.auth });
      const fast = await production.inject({ method: 'GET', url, headers: viewer.auth });
      expect(fast.statusCode, url).toBe(200);
      // Same values (key order may differ: the check writes keys in schema order).
      expect(fast.json(), url).toEqual(checked.json());
    }
    await production.close();
  });

  it("the artist's notifications and chat inbox answer the same JSON with and without the check", async () => {
    const production = await buildApp(
      { ...t.deps, config: { ...t.config, checkAllResponses: false } },
      { logger: false },
    );
    const [work] = (await t.app.inject({ method: 'GET', url: `/api/artworks/${artist.username}` })).json() as {
      id: string;
    }[];
    await t.app.inject({ method: 'POST', url: `/api/auth/likes/${work?.id}`, headers: viewer.auth });
    for (const [senderId, receiverId, content] of [
      [viewer.id, artist.id, 'Is the lotus still for sale?'],
      [artist.id, viewer.id, 'Yes, it is.'],
    ] as const) {
      await insertChatMessage(t.deps.db, {
        senderId,
        receiverId,
        content,
        clientId: null,
        createdAt: new Date().toISOString(),
      });
    }
    for (const url of ['/api/auth/notifications', '/api/auth/chat/conversations']) {
      const checked = await t.app.inject({ method: 'GET', url, headers: artist.auth });
      const fast = await production.inject({ method: 'GET', url, headers: artist.auth });
      expect(fast.statusCode, url).toBe(200);
      expect(checked.json(), url).toHaveLength(1);
      expect(fast.json(), url).toEqual(checked.json());
    }
    await production.close();
  });
});
