import { describe, expect, it } from 'vitest';
import { chatServerFrameSchema } from './chat';
import { NOTIFY, VALIDATION } from './messages';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TYPES,
  notificationPath,
  notificationReadBodySchema,
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  pushSubscriptionBodySchema,
} from './notifications';
import { fieldErrors, parsed } from './test-utils';

const notification = {
  id: 'n1',
  type: 'like' as const,
  actor: { id: 'u1', username: 'priya_sharma', profileImage: null },
  artwork: { id: 'a1', title: 'Monsoon', image: null },
  orderId: null,
  text: 'priya_sharma liked "Monsoon"',
  createdAt: '2026-11-25T00:00:00.000Z',
  readAt: null,
  count: 1,
};

describe('notification texts', () => {
  it('collapsed likes name the latest liker and count the others', () => {
    expect(NOTIFY.text.like('priya_sharma', 1, 'Monsoon')).toBe('priya_sharma liked "Monsoon"');
    expect(NOTIFY.text.like('priya_sharma', 2, 'Monsoon')).toBe('priya_sharma and 1 other liked "Monsoon"');
    expect(NOTIFY.text.like('priya_sharma', 4, 'Monsoon')).toBe('priya_sharma and 3 others liked "Monsoon"');
  });

  it('a deleted artwork reads as "your artwork"', () => {
    expect(NOTIFY.text.comment('ravi', null)).toBe('ravi commented on your artwork');
  });

  it('order and message sentences', () => {
    expect(NOTIFY.text.order('shipped', 'Monsoon')).toBe('Your order of "Monsoon" was shipped');
    expect(NOTIFY.text.message('ravi', 1)).toBe('ravi sent you a message');
    expect(NOTIFY.text.message('ravi', 3)).toBe('ravi sent you 3 messages');
    expect(NOTIFY.text.sale('ravi', 'Monsoon', 2)).toBe('ravi bought 2 × "Monsoon"');
  });

  it('every type has a settings label and a default', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(NOTIFY.typeLabels[type]).toBeTruthy();
      expect(DEFAULT_NOTIFICATION_SETTINGS[type]).toBeDefined();
    }
    expect(notificationSettingsSchema.parse(DEFAULT_NOTIFICATION_SETTINGS)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('notification schemas', () => {
  it('read: {} means all, {ids} those; ids must be a list', () => {
    expect(parsed(notificationReadBodySchema, {})).toEqual({});
    expect(parsed(notificationReadBodySchema, { ids: ['n1'] })).toEqual({ ids: ['n1'] });
    expect(fieldErrors(notificationReadBodySchema, { ids: 'n1' })).toEqual({
      ids: VALIDATION.notifications.idsInvalid,
    });
  });

  it('a settings patch takes some types and channels, refuses unknown types and non-booleans', () => {
    expect(parsed(notificationSettingsPatchSchema, { like: { email: true } })).toEqual({ like: { email: true } });
    expect(notificationSettingsPatchSchema.safeParse({ likes: { email: true } }).success).toBe(false);
    expect(fieldErrors(notificationSettingsPatchSchema, { like: { push: 'yes' } })).toEqual({
      'like.push': VALIDATION.notifications.booleanInvalid,
    });
  });

  it('a push subscription needs an https endpoint and both keys, of the lengths a browser gives', () => {
    const p256dh = `B${'A'.repeat(86)}`; // 65 bytes, the first 0x04
    const auth = 'A'.repeat(22); // 16 bytes
    const body = { endpoint: 'https://push.example/abc', keys: { p256dh, auth } };
    expect(pushSubscriptionBodySchema.safeParse(body).success).toBe(true);
    expect(pushSubscriptionBodySchema.safeParse({ ...body, endpoint: 'http://push.example/abc' }).success).toBe(false);
    for (const keys of [
      { p256dh: 'k', auth },
      { p256dh: p256dh.slice(0, -1), auth },
      { p256dh: `A${p256dh.slice(1)}`, auth },
      { p256dh, auth: 'a' },
      { p256dh, auth: `${auth}AA` },
      { p256dh, auth: `${auth.slice(1)}+` },
    ]) {
      expect(fieldErrors(pushSubscriptionBodySchema, { ...body, keys })).toEqual({
        [keys.p256dh === p256dh ? 'keys.auth' : 'keys.p256dh']: VALIDATION.notifications.keysInvalid,
      });
    }
    expect(pushSubscriptionBodySchema.safeParse({ ...body, endpoint: 'javascript:alert(1)' }).success).toBe(false);
    expect(pushSubscriptionBodySchema.safeParse({ endpoint: body.endpoint }).success).toBe(false);
  });

  it('the live frame is one of the chat socket frames', () => {
    const frame = { type: 'notification', action: 'notification', notification };
    expect(chatServerFrameSchema.parse(frame)).toEqual(frame);
  });

  it('each type leads to its page', () => {
    expect(notificationPath(notification)).toBe('/product/a1');
    expect(notificationPath({ ...notification, type: 'follow' })).toBe('/profile/u1');
    expect(notificationPath({ ...notification, type: 'message' })).toBe('/chat/u1');
    expect(notificationPath({ ...notification, type: 'sale' })).toBe('/me/sales');
    expect(notificationPath({ ...notification, type: 'order', orderId: 'o1' })).toBe('/me/orders');
  });
});
