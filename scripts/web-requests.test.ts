import { describe, expect, it } from 'vitest';
import { requestLines, requestsOutsideApiFiles, webSourceFiles } from './web-requests';

describe('the web app sends requests only from *.api.ts files', () => {
  it('finds a call through the API client, a page, a bare fetch and a beacon, and not a refetch or a comment', () => {
    const text = [
      "const me = await api.get('/auth/me', { schema });",
      'void query.refetch();',
      '// api.post used to be called here',
      "void fetch(apiUrl('/x'), { keepalive: true });",
      "apiPage<Artwork>('/artworks', {});",
      ' * fetch(...) in a doc comment',
      'navigator.sendBeacon(url);',
      'await queryClient.prefetchQuery(options);',
    ].join('\n');
    expect(requestLines(text)).toEqual(['line 1', 'line 4', 'line 5', 'line 7']);
  });

  it('looks at the web app, the artwork layer included, and not at tests', () => {
    const files = webSourceFiles();
    expect(files).toContain('apps/web/src/entities/artwork/artwork.api.ts');
    expect(files).toContain('apps/web/src/features/artwork-detail/view-beacon.ts');
    expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(false);
  });

  it('finds no request outside an *.api.ts file and the transports', () => {
    expect(requestsOutsideApiFiles()).toEqual([]);
  });
});
