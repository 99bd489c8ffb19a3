import { describe, expect, it } from 'vitest';
import { type ChatEntry, markReadUpTo, mergeMessages, pendingEntry } from './chat-messages';

function sent(id: string, overrides: Partial<ChatEntry> = {}): ChatEntry {
  return {
    id,
    sender_id: 'asha',
    receiver_id: 'ravi',
    content: `message ${id}`,
    timestamp: '2026-03-01T10:00:00.000Z',
    read_at: null,
    status: 'sent',
    ...overrides,
  };
}

describe('merging a conversation (docs/product.md#states-and-transitions "Chat outgoing message", docs/product.md#beyond-the-original-client de-dup)', () => {
  it('sorts history and live messages ascending by time', () => {
    const older = sent('m1', { timestamp: '2026-03-01T10:00:00.000Z' });
    const newer = sent('m2', { timestamp: '2026-03-01T10:05:00.000Z' });
    const newest = sent('m3', { timestamp: '2026-03-01T10:09:00.000Z' });
    expect(mergeMessages([newer], [newest, older]).map((entry) => entry.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('a message in both the history and a live frame shows once (same server id)', () => {
    const copy = sent('m1');
    expect(mergeMessages([copy], [{ ...copy }], [copy])).toHaveLength(1);
  });

  it("the server's copy replaces the local 'sending' one: matched by the echoed client_id", () => {
    const local = pendingEntry('asha', 'ravi', 'Namaste!', 'c-1');
    const server = sent('m9', { content: 'Namaste!', client_id: 'c-1', timestamp: '2026-03-01T10:00:03.000Z' });
    const merged = mergeMessages([server], [local]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: 'm9', status: 'sent' });
    // Whichever arrives first.
    expect(mergeMessages([local], [server])).toEqual([server]);
  });

  it("falls back to the spec's key: sender, timestamp and the first 20 characters", () => {
    const a = sent('x1', { content: 'The first twenty chars then more' });
    const b = sent('x2', { content: 'The first twenty chars then something else' });
    expect(mergeMessages([a], [b])).toHaveLength(1);
    const otherSender = sent('x3', { content: a.content, sender_id: 'ravi' });
    expect(mergeMessages([a], [otherSender])).toHaveLength(2);
  });

  it('keeps a read receipt from either copy', () => {
    const unread = sent('m1');
    const read = sent('m1', { read_at: '2026-03-01T10:01:00.000Z' });
    expect(mergeMessages([read], [unread])[0]!.read_at).toBe('2026-03-01T10:01:00.000Z');
    expect(mergeMessages([unread], [read])[0]!.read_at).toBe('2026-03-01T10:01:00.000Z');
  });

  it('a failed message stays, to be retried', () => {
    const failed: ChatEntry = { ...pendingEntry('asha', 'ravi', 'Hello?', 'c-2'), status: 'failed' };
    expect(mergeMessages([sent('m1')], [failed]).map((entry) => entry.status)).toEqual(['sent', 'failed']);
  });
});

describe('read receipts', () => {
  it("marks the sender's messages up to the receipt's time as read, and nothing else", () => {
    const entries = [
      sent('m1', { timestamp: '2026-03-01T10:00:00.000Z' }),
      sent('m2', { timestamp: '2026-03-01T10:02:00.000Z', sender_id: 'ravi', receiver_id: 'asha' }),
      sent('m3', { timestamp: '2026-03-01T10:09:00.000Z' }),
    ];
    const marked = markReadUpTo(entries, 'asha', '2026-03-01T10:05:00.000Z');
    expect(marked.map((entry) => entry.read_at)).toEqual(['2026-03-01T10:05:00.000Z', null, null]);
    expect(marked[1]).toBe(entries[1]);
  });
});
