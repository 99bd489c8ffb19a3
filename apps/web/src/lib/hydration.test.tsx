import { dehydrate, QueryClient, QueryClientProvider, skipToken, useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageQueriesContext, useDataAsDrawn } from './hydration';

// The Messages count of the phone's top bar, as the shell draws it: inside a Suspense boundary (its code is lazy),
// from a query the page's state carries.
const UNREAD_KEY = ['chat', 'unread'] as const;

function Count({ asDrawn }: { asDrawn: boolean }) {
  const { data } = useQuery<{ unread: number }>({ queryKey: UNREAD_KEY, queryFn: skipToken });
  const shown = useDataAsDrawn(UNREAD_KEY, data);
  return <p>{(asDrawn ? shown : data)?.unread ?? 0} unread</p>;
}

/** The conversation on screen: read as soon as it is live, which sets the count to 0 (markChatRead does so). */
function Conversation({ client }: { client: QueryClient }) {
  useEffect(() => {
    client.setQueryData(UNREAD_KEY, { unread: 0 });
  }, [client]);
  return <h1>Conversation</h1>;
}

function Page({ client, asDrawn }: { client: QueryClient; asDrawn: boolean }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Waiting</p>}>
        <Count asDrawn={asDrawn} />
      </Suspense>
      <Conversation client={client} />
    </QueryClientProvider>
  );
}

/** Draws the page on the "server" with 2 unread, then hydrates it in the browser with the server's state. */
async function hydrateDrawnPage(asDrawn: boolean) {
  const server = new QueryClient();
  server.setQueryData(UNREAD_KEY, { unread: 2 });
  const state = dehydrate(server);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page client={server} asDrawn={asDrawn} />);
  document.body.append(container);

  const browser = new QueryClient();
  browser.setQueryData(UNREAD_KEY, { unread: 2 });
  const mismatches: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () =>
    hydrateRoot(
      container,
      <PageQueriesContext value={state}>
        <Page client={browser} asDrawn={asDrawn} />
      </PageQueriesContext>,
      { onRecoverableError: (error) => mismatches.push(error) },
    ),
  );
  const text = container.textContent;
  act(() => root.unmount());
  container.remove();
  return { mismatches, text };
}

describe('useDataAsDrawn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hydrates a part React hydrates late with the data the server drew, then shows the data of now', async () => {
    const { mismatches, text } = await hydrateDrawnPage(true);
    expect(mismatches).toEqual([]);
    expect(text).toContain('0 unread');
  });

  it('is needed: read straight from the cache, the part hydrates with the changed count and does not match', async () => {
    // React hydrates a Suspense boundary's content after the rest, once the conversation's effect has run.
    const { mismatches, text } = await hydrateDrawnPage(false);
    expect(mismatches).toHaveLength(1);
    expect(text).toContain('0 unread');
  });
});
