import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import script from '../../public/early-taps.js?raw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyTapProps, takeEarlyTap, useEarlyTap, useEarlyTaps } from './early-taps';
import { useHydrated } from './hydration';

// public/early-taps.js runs before the app and cannot import it: these tests hold it to early-taps.ts's names
// (data-early-tap, window.__kalaEarlyTaps, the page state's id, <html data-hydrated>).

function serverPage(markup: string) {
  document.body.innerHTML = `<div id="root">${markup}</div><script type="application/json" id="kala-page-state">{}</script>`;
}

let removeListener: () => void = () => {};
beforeEach(() => {
  // The script adds a listener to the document; each test runs it afresh and takes that listener off after.
  const add = vi.spyOn(document, 'addEventListener');
  new Function(script)();
  const [type, listener, options] = add.mock.calls.at(-1)!;
  removeListener = () => document.removeEventListener(type, listener as EventListener, options);
  add.mockRestore();
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  removeListener();
  document.body.innerHTML = '';
});

describe('public/early-taps.js', () => {
  // The artist's Manage menu is such a part (artwork-detail-page.tsx loads it lazily): under load the page was live
  // while its button was still the server's, and a tap on it was lost.
  it('remembers a tap on a control React has not taken over yet on a live page: a lazy part, hydrated later', () => {
    serverPage('<button data-early-tap="manage-artwork:1">Manage this artwork</button>');
    document.documentElement.dataset.hydrated = 'true';
    const told = vi.fn();
    window.addEventListener('kala-early-tap', told);
    document.querySelector('button')!.click();
    window.removeEventListener('kala-early-tap', told);
    expect(window.__kalaEarlyTaps).toEqual(['manage-artwork:1']);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('remembers a tap on a marked control of a server-rendered page before the app runs, and stops it there', () => {
    serverPage(
      `<button ${Object.entries(earlyTapProps('like:1')).map(([k, v]) => `${k}="${v}"`)}><span>♥</span></button>`,
    );
    const passedOn = vi.fn();
    document.getElementById('root')!.addEventListener('click', passedOn);
    document.querySelector('span')!.click();
    document.querySelector('span')!.click();
    expect(window.__kalaEarlyTaps).toEqual(['like:1']);
    // React listens on #root: a tap passed on could be replayed by React after hydrating, and count twice.
    expect(passedOn).not.toHaveBeenCalled();
  });

  it('leaves taps alone once the page is live, on a page drawn in the browser, and on unmarked elements', () => {
    serverPage('<button data-early-tap="save:1">Save</button><button>Other</button>');
    document.querySelectorAll('button')[1]!.click();
    document.documentElement.dataset.hydrated = 'true';
    const save = document.querySelector('button')!;
    // As React marks an element it has hydrated.
    Object.assign(save, { __reactFiber$test: {} });
    save.click();
    expect(window.__kalaEarlyTaps).toEqual([]);

    delete document.documentElement.dataset.hydrated;
    document.body.innerHTML = '<button data-early-tap="save:1">Save</button>';
    document.querySelector('button')!.click();
    expect(window.__kalaEarlyTaps).toEqual([]);
  });
});

function Controls({ like, save }: { like: () => void; save: () => void }) {
  useEarlyTap('like:1', like);
  useEarlyTap('save:1', save);
  return null;
}

/** Records, when its early tap is carried out, whether React was past hydrating then. */
function Like({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  useEarlyTap('like:1', () => seen.push(hydrated));
  return <button type="button">Like</button>;
}

/** A control that records each time it is drawn. */
function Counted({ name, renders }: { name: string; renders: string[] }) {
  renders.push(name);
  useEarlyTap(`like:${name}`, () => {});
  return <button type="button">{name}</button>;
}

function Periods({ chosen }: { chosen: string[] }) {
  useEarlyTaps(['period:7', 'period:30', 'period:90'], (key) => chosen.push(key));
  return null;
}

describe('useEarlyTap', () => {
  it('carries out a remembered tap once, and nothing for a control that was not tapped', () => {
    window.__kalaEarlyTaps = ['like:1'];
    const like = vi.fn();
    const save = vi.fn();
    const { rerender } = render(<Controls like={like} save={save} />);
    rerender(<Controls like={like} save={save} />);
    expect(like).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
    expect(takeEarlyTap('like:1')).toBe(false);
  });

  it('hears of a tap made after it was drawn, while the page is not yet live, and carries it out', () => {
    serverPage(`<button data-early-tap="like:1">Like</button>`);
    const like = vi.fn();
    render(<Controls like={like} save={vi.fn()} />);
    expect(like).not.toHaveBeenCalled();
    // React has drawn the control, the page is not marked live: early-taps.js keeps this tap from React.
    act(() => document.querySelector<HTMLButtonElement>('[data-early-tap="like:1"]')!.click());
    expect(like).toHaveBeenCalledTimes(1);
    expect(window.__kalaEarlyTaps).toEqual([]);
  });

  it('carries out the taps among a set of controls in the order they were made, and leaves the others', () => {
    window.__kalaEarlyTaps = ['period:90', 'like:1', 'period:7'];
    const chosen: string[] = [];
    render(<Periods chosen={chosen} />);
    expect(chosen).toEqual(['period:90', 'period:7']);
    expect(window.__kalaEarlyTaps).toEqual(['like:1']);
  });

  it('draws a control nobody tapped once as it hydrates, and not again (a tapped one: once more, to carry it out)', async () => {
    const renders: string[] = [];
    const page = (
      <>
        <Counted name="a" renders={renders} />
        <Counted name="b" renders={renders} />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    renders.length = 0;
    window.__kalaEarlyTaps = ['like:b'];
    const root = await act(async () => hydrateRoot(container, page));
    expect(renders).toEqual(['a', 'b', 'b']);
    act(() => root.unmount());
  });

  it('waits until React is past hydrating (the person is known then, not while the page is the visitor’s)', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Like seen={[]} />);
    window.__kalaEarlyTaps = ['like:1'];
    const root = await act(async () => hydrateRoot(container, <Like seen={seen} />));
    expect(seen).toEqual([true]);
    act(() => root.unmount());
  });
});
