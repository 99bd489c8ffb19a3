import { ERR, SOCKET } from '@kala/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { signUp } from '../auth/auth.fixtures';
import { ChatClient, onTwoInstances } from '../chat/chat.fixtures';
import { moderate } from './admin.fixtures';

// Issue 17: a suspension ends the person's live chat sockets at once, on every instance (through Redis).
describe('suspending a person across two instances', () => {
  it("closes their socket on the other instance at once, and no one else's", async () => {
    // A heartbeat far away: only the signal through Redis can close the socket within the test.
    await onTwoInstances({ chatHeartbeatMs: 600_000 }, async (t, second) => {
      const admin = await createUser(t, { role: 'admin' });
      const [suspect, bystander] = [await signUp(t), await signUp(t)];
      const suspectThere = await ChatClient.connect(second.url, suspect.token);
      const bystanderThere = await ChatClient.connect(second.url, bystander.token);
      const res = await moderate(t, admin, 'hide', { targetType: 'user', targetId: suspect.id });
      expect(res.statusCode).toBe(204);
      expect(await suspectThere.closed).toEqual({ code: SOCKET.authFailedCloseCode, reason: ERR.socketAuthFailed });
      expect(bystanderThere.socket.readyState).toBe(bystanderThere.socket.OPEN);
      bystanderThere.close();
    });
  });
});
