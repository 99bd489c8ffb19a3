import { describe, expect, it } from 'vitest';
import { chatClientFrameSchema, chatMessageSchema, chatServerFrameSchema } from './chat';
import { chatDedupKey } from './chat-dedup';
import { VALIDATION } from './messages';
import { fieldErrors, parsed } from './test-utils';

describe('chat client frames', () => {
  it('a message frame is trimmed and keeps its temporary id', () => {
    expect(
      parsed(chatClientFrameSchema, { action: 'message', receiver_id: 'u2', content: '  hi  ', client_id: 't1' }),
    ).toEqual({
      action: 'message',
      receiver_id: 'u2',
      content: 'hi',
      client_id: 't1',
    });
  });

  it('an empty message is not sent', () => {
    expect(fieldErrors(chatClientFrameSchema, { action: 'message', receiver_id: 'u2', content: '   ' })).toEqual({
      content: VALIDATION.chat.contentRequired,
    });
  });

  it('a message is at most 2000 characters', () => {
    const frame = { action: 'message', receiver_id: 'u2' };
    expect(chatClientFrameSchema.safeParse({ ...frame, content: 'x'.repeat(2000) }).success).toBe(true);
    expect(chatClientFrameSchema.safeParse({ ...frame, content: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('typing and read frames need only the receiver', () => {
    expect(chatClientFrameSchema.safeParse({ action: 'typing', receiver_id: 'u2' }).success).toBe(true);
    expect(chatClientFrameSchema.safeParse({ action: 'read', receiver_id: 'u2' }).success).toBe(true);
    expect(fieldErrors(chatClientFrameSchema, { action: 'typing' })).toEqual({
      receiver_id: VALIDATION.chat.receiverRequired,
    });
  });

  it('chat frame with unknown action is rejected', () => {
    expect(chatClientFrameSchema.safeParse({ action: 'delete', receiver_id: 'u2' }).success).toBe(false);
    expect(chatClientFrameSchema.safeParse({ receiver_id: 'u2', content: 'hi' }).success).toBe(false);
  });
});

describe('chat server frames', () => {
  it('a message frame echoes the client id and carries an ISO timestamp', () => {
    const frame = {
      type: 'message',
      action: 'message',
      id: 'm1',
      sender_id: 'u1',
      receiver_id: 'u2',
      content: 'hi',
      timestamp: '2025-03-01T10:00:00.000Z',
      client_id: 't1',
      read_at: null,
    };
    expect(chatServerFrameSchema.safeParse(frame).success).toBe(true);
    expect(chatServerFrameSchema.safeParse({ ...frame, timestamp: 'yesterday' }).success).toBe(false);
  });

  it("every frame names its kind as the spec's action too", () => {
    const typing = { type: 'typing', action: 'typing', sender_id: 'u1' };
    expect(chatServerFrameSchema.safeParse(typing).success).toBe(true);
    expect(chatServerFrameSchema.safeParse({ ...typing, action: undefined }).success).toBe(false);
    expect(chatServerFrameSchema.safeParse({ ...typing, action: 'message' }).success).toBe(false);
  });

  it('typing and read frames carry no receiver_id or content, so a spec client cannot take them for messages', () => {
    const typing = chatServerFrameSchema.parse({
      type: 'typing',
      action: 'typing',
      sender_id: 'u1',
      receiver_id: 'u2',
    });
    expect(typing).toEqual({ type: 'typing', action: 'typing', sender_id: 'u1' });
    const read = chatServerFrameSchema.parse({
      type: 'read',
      action: 'read',
      sender_id: 'u2',
      author_id: 'u1',
      read_at: '2025-03-01T10:00:00Z',
    });
    expect(read).not.toHaveProperty('receiver_id');
    expect(read).not.toHaveProperty('content');
  });

  it('error frames; an unknown kind is refused', () => {
    expect(
      chatServerFrameSchema.safeParse({ type: 'error', action: 'error', message: 'x', code: 'forbidden' }).success,
    ).toBe(true);
    expect(chatServerFrameSchema.safeParse({ type: 'presence', action: 'presence' }).success).toBe(false);
  });

  it('the ready frame names the user; a refused message names its client_id', () => {
    expect(chatServerFrameSchema.safeParse({ type: 'ready', action: 'ready', user_id: 'u1' }).success).toBe(true);
    expect(chatServerFrameSchema.safeParse({ type: 'ready', action: 'ready' }).success).toBe(false);
    expect(
      chatServerFrameSchema.parse({
        type: 'error',
        action: 'error',
        message: 'x',
        code: 'rate_limited',
        client_id: 't1',
      }),
    ).toMatchObject({ client_id: 't1' });
  });
});

describe('chat history', () => {
  it("status is 'sending' or 'sent'", () => {
    const message = { id: 'm1', sender_id: 'u1', receiver_id: 'u2', content: 'hi', timestamp: '2025-03-01T10:00:00Z' };
    expect(chatMessageSchema.safeParse({ ...message, status: 'sending' }).success).toBe(true);
    expect(chatMessageSchema.safeParse({ ...message, status: 'delivered' }).success).toBe(false);
  });

  it('the fallback de-dup key uses sender, timestamp and the first 20 characters', () => {
    const base = { sender_id: 'u1', timestamp: '2025-03-01T10:00:00Z' };
    const a = chatDedupKey({ ...base, content: '12345678901234567890A-first' });
    const b = chatDedupKey({ ...base, content: '12345678901234567890B-second' });
    const c = chatDedupKey({ ...base, content: '1234567890123456789X-first' });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(chatDedupKey({ ...base, sender_id: 'u2', content: 'x' })).not.toBe(chatDedupKey({ ...base, content: 'x' }));
  });
});
