import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigate } from './navigation';
import { followNotificationClicks } from './notification-clicks';

afterEach(() => setNavigate((to) => window.location.assign(to)));

describe('followNotificationClicks', () => {
  it("moves the app to a clicked notification's page through the router, and ignores anything else", () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    const container = new EventTarget();
    const stop = followNotificationClicks(container);
    const post = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
    post({ type: 'kala:navigate', url: '/product/42' });
    post({ type: 'kala:navigate', url: 'https://evil.example/' });
    post({ type: 'kala:navigate', url: '//evil.example/' });
    post({ type: 'other', url: '/x' });
    post(null);
    expect(navigate.mock.calls).toEqual([['/product/42']]);
    stop();
    post({ type: 'kala:navigate', url: '/me/orders' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    expect(followNotificationClicks(undefined)()).toBeUndefined();
  });
});
