import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, readPageState, type ServerPageState, serializePageState } from './server-page-state';

const state = (title: string): ServerPageState => ({
  loaderData: { '0-0-1': null },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['artworks', 'detail', 'a1'],
        queryHash: '["artworks","detail","a1"]',
        state: { data: { title } } as never,
        dehydratedAt: 1_795_000_000_000,
      },
    ],
  },
  renderedAt: 1_795_000_000_000,
  viewer: null,
});

/** The page as the server sends it: the state inside its <script> element, parsed by the browser's HTML parser. */
function sendPage(json: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script><p id="after">after</p>`;
}

describe('the state of a server-rendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('arrives whole inside its <script> element, whatever the data says', () => {
    const title = 'Monsoon </script><script>alert(1)</script> <!-- \u2028 \u2029';
    sendPage(serializePageState(state(title)));
    // Nothing in the data ended the element early: what follows it is still its own element.
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.getElementById('after')?.textContent).toBe('after');
    expect(readPageState(document)).toEqual(state(title));
  });

  it('is null on a page drawn in the browser, and for state it cannot read', () => {
    expect(readPageState(document)).toBeNull();
    sendPage('{"queries":');
    expect(readPageState(document)).toBeNull();
    sendPage('{"loaderData":{}}');
    expect(readPageState(document)).toBeNull();
  });
});
