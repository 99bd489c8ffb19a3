import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTimeContext } from '../lib/hydration';
import { RelativeTime } from './relative-time';
import { formatExactTime } from '../lib/format';

// On a page the server drew, the time is measured from the render's time while hydrating (both sides draw the
// same), then from now, with the exact date on hover (lib/hydration.ts).

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const POSTED = '2026-11-30T08:00:00.000Z';
const DRAWN_AT = Date.parse('2026-11-30T09:00:00.000Z');

describe('RelativeTime on a page the server drew', () => {
  it('hydrates as drawn, then measures from now and adds the exact date', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-30T11:00:00.000Z'), toFake: ['Date'] });
    const page = (
      <PageTimeContext value={DRAWN_AT}>
        <RelativeTime date={POSTED} />
      </PageTimeContext>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    expect(root.textContent).toBe('about 1 hour ago');
    expect(root.querySelector('time')?.hasAttribute('title')).toBe(false);

    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, page, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(root.textContent).toBe('about 3 hours ago');
    expect(root.querySelector('time')?.getAttribute('title')).toBe(formatExactTime(new Date(POSTED)));
  });
});
