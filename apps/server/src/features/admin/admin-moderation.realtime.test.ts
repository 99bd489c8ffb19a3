import { ERR, SOCKET } from '@kala/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/helpers';
import { signUp } from '../auth/auth.fixtures';
import { ChatClient, secondInstance, uniquePrefix, waitUntil } from '../chat/chat.fixtures';

// Issue 17: a suspension ends the person's live chat sockets at once, on every instance (through Redis).
describe('suspending a person across two instances', () => {
  it("closes their socket on the other instance at once, and no one else's", async () => {
    // A heartbeat far away: only the signal through Redis can close the socket within the test.
    const t = await createTestApp({
      redisUrl: 'redis://127.0.0.1:6379',
      redisChannelPrefix: uniquePrefix(),
      chatHeartbeatMs: 600_000,
    });
    const second = await secondInstance(t);
    try {
      await waitUntil(() => t.deps.realtime.isShared() && second.deps.realtime.isShared());
      const admin = await createUser(t, { role: 'admin' });
      const [suspect, bystander] = [await signUp(t), await signUp(t)];
      const suspectThere = await ChatClient.connect(second.url, suspect.token);
      const bystanderThere = await ChatClient.connect(second.url, bystander.token);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/moderation/hide',
        headers: admin.auth,
        payload: { targetType: 'user', targetId: suspect.id },
      });
      expect(res.statusCode).toBe(204);
      expect(await suspectThere.closed).toEqual({ code: SOCKET.authFailedCloseCode, reason: ERR.socketAuthFailed });
      expect(bystanderThere.socket.readyState).toBe(bystanderThere.socket.OPEN);
      bystanderThere.close();
    } finally {
      await second.close();
      await t.close();
    }
  });
});
