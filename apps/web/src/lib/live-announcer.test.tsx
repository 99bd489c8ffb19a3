import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncer, useAnnouncement } from './live-announcer';

function Bell({ count }: { count: number }) {
  useAnnouncement(count > 0 ? `${count} unread` : null, count > 0 ? `bell-test:${count}` : null);
  return <span>{count}</span>;
}

describe('live announcer', () => {
  it('says a text once per key, however often the screen draws it', () => {
    const view = render(
      <>
        <LiveAnnouncer />
        <Bell count={0} />
      </>,
    );
    const region = document.getElementById('kala-announcer')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    const said: string[] = [];
    new MutationObserver((records) =>
      said.push(...records.flatMap((r) => [...r.addedNodes].map((n) => n.textContent ?? ''))),
    ).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    const draw = (count: number) =>
      view.rerender(
        <>
          <LiveAnnouncer />
          <Bell count={count} />
        </>,
      );
    draw(0);
    draw(2);
    draw(2);
    draw(2);
    draw(3);
    draw(2);
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        // 2 then 3; the count falling back to 2 was said already.
        expect(said).toEqual(['2 unread', '3 unread']);
        resolve();
      }, 0),
    );
  });
});
