import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_ICON, openNotificationTarget, pushContent, sameOriginPath } from './push-handlers';

const ORIGIN = 'https://kala.example';
const message = (value: unknown) => ({ text: () => (typeof value === 'string' ? value : JSON.stringify(value)) });

describe('a push message becomes a notification', () => {
  it("shows the server's title and body, with the app's icon, its tag, and the page to open", () => {
    const { title, options } = pushContent(
      message({
        title: 'New like',
        body: 'priya_sharma liked "Monsoon"',
        url: 'https://kala.example/product/42?tab=comments',
        tag: 'like:42',
        notificationId: '0193a0a0-0000-7000-8000-000000000001',
      }),
      ORIGIN,
    );
    expect(title).toBe('New like');
    expect(options).toEqual({
      body: 'priya_sharma liked "Monsoon"',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      tag: 'like:42',
      data: { url: '/product/42?tab=comments' },
    });
  });

  it('still shows a notification (the browser requires one) for a message that is not the JSON it expects', () => {
    for (const data of [null, message('not json'), message([1, 2]), message({ title: 7 })]) {
      const { title, options } = pushContent(data, ORIGIN);
      expect(title).toBe('Kala');
      expect(options.data.url).toBe('/');
      expect(options.tag).toBeUndefined();
    }
  });
});

describe('sameOriginPath (where a click may lead)', () => {
  it("keeps the path of the server's absolute link, whatever host PUBLIC_URL names", () => {
    expect(sameOriginPath('https://kala.example/me/orders', ORIGIN)).toBe('/me/orders');
    expect(sameOriginPath('http://localhost:8080/chat/abc#end', ORIGIN)).toBe('/chat/abc#end');
    expect(sameOriginPath('/profile/x', ORIGIN)).toBe('/profile/x');
  });

  it('never leads to another site', () => {
    expect(sameOriginPath('https://evil.example//evil.example/x', ORIGIN)).toBe('/');
    expect(sameOriginPath('', ORIGIN)).toBe('/');
    expect(sameOriginPath('http://[bad', ORIGIN)).toBe('/');
  });
});

describe('a click on a notification', () => {
  const tab = (url: string) => ({ url, focus: vi.fn(async () => undefined), postMessage: vi.fn() });

  it('brings the open Kala tab forward and moves it to the page, without opening another', async () => {
    const other = tab('https://elsewhere.example/');
    const kala = tab('https://kala.example/products');
    const openWindow = vi.fn(async () => null);
    await openNotificationTarget('/product/42', ORIGIN, [other, kala], openWindow);
    expect(kala.focus).toHaveBeenCalled();
    expect(kala.postMessage).toHaveBeenCalledWith({ type: 'kala:navigate', url: '/product/42' });
    expect(other.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window at the page when no Kala tab is open', async () => {
    const openWindow = vi.fn(async () => null);
    await openNotificationTarget('/me/sales', ORIGIN, [], openWindow);
    expect(openWindow).toHaveBeenCalledWith('https://kala.example/me/sales');
  });
});
