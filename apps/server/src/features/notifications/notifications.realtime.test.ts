import type { NotificationFrame } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ChatClient, type Instance, secondInstance, uniquePrefix, waitUntil } from '../chat/chat.fixtures';

// The live frame of a notification made on one instance reaches the person's socket on another, through Redis.

describe('notification frames across two instances', () => {
  let t: TestApp;
  let second: Instance;
  let artist: TestUser;
  let fan: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:6379', redisChannelPrefix: uniquePrefix() });
    second = await secondInstance(t);
    artist = await createUser(t);
    fan = await createUser(t);
    await waitUntil(() => t.deps.realtime.isShared() && second.deps.realtime.isShared());
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('a like taken by the first instance shows live on the artist’s socket on the second', async () => {
    const socket = await ChatClient.connect(second.url, artist.token);
    const { id } = await createArtwork(t, artist.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/auth/likes/${id}`, headers: fan.auth });
    expect(res.statusCode).toBe(200);
    const frame = await socket.next<NotificationFrame>((f) => f.type === 'notification');
    expect(frame).toMatchObject({
      type: 'notification',
      action: 'notification',
      notification: { type: 'like', actor: { id: fan.id }, artwork: { id }, readAt: null, count: 1 },
    });
    socket.close();
  });
});
