import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { ADMIN_SECTIONS, paths } from './paths';

/** The deepest route answering a path (its query left aside), and the params it read. */
function answering(path: string) {
  const pathname = new URL(path, 'https://kala.test').pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  const deepest = matches.at(-1);
  return { pattern: deepest?.route.path ?? (deepest?.route.index ? '(index)' : ''), params: deepest?.params ?? {} };
}

// Values as people type or store them: a space, a '/', a '#', a '?', a '%', unicode.
const AWKWARD = ['a1', 'asha rao', 'a/b', '#warli', 'what?', '100%', 'मधुबनी', 'café'];

/** Every path the table builds: each fixed page, and each builder called with awkward values. */
function everyPath(): string[] {
  const built: string[] = [];
  for (const [name, entry] of Object.entries(paths)) {
    if (typeof entry === 'string') built.push(entry);
    else if (name === 'admin') built.push(paths.admin(), ...ADMIN_SECTIONS.map((section) => paths.admin(section)));
    else if (name === 'login') built.push(paths.login(), paths.login('/'), paths.login('/products/a b?x=1#y'));
    else if (name === 'search') built.push(paths.search(), paths.search('  '), ...AWKWARD.map(paths.search));
    else for (const value of AWKWARD) built.push((entry as (value: string) => string)(value));
  }
  return built;
}

describe('paths (issue 36)', () => {
  it.each(everyPath())('%s is a page of the router, not the not-found page', (path) => {
    const { pattern } = answering(path);
    expect(pattern).not.toBe('');
    expect(pattern).not.toBe('*');
  });

  it('encodes a username with a space or a slash as one segment, read back as typed', () => {
    expect(paths.profile('asha rao')).toBe('/profile/asha%20rao');
    expect(paths.ownProfile('a/b')).toBe('/me/profile/a%2Fb');
    expect(paths.editProfile('a/b')).toBe('/me/profile/a%2Fb/update');
    expect(answering(paths.ownProfile('a/b'))).toEqual({
      pattern: 'me/profile/:username',
      params: { username: 'a/b' },
    });
    expect(answering(paths.profile('asha rao')).params).toEqual({ artistId: 'asha rao' });
  });

  it("encodes a tag's '#' and unicode, so the tag is not cut at a fragment", () => {
    expect(paths.tag('#warli')).toBe('/tags/%23warli');
    expect(paths.tag('मधुबनी')).toBe(`/tags/${encodeURIComponent('मधुबनी')}`);
    expect(answering(paths.tag('मधुबनी')).params).toEqual({ tag: 'मधुबनी' });
  });

  it('builds the search of a trimmed text, and /search for an empty one', () => {
    expect(paths.search('  warli art ')).toBe('/search/warli%20art');
    expect(paths.search('a/b?')).toBe('/search/a%2Fb%3F');
    expect(paths.search('   ')).toBe('/search');
    expect(answering(paths.search('a/b?')).params).toEqual({ query: 'a/b?' });
  });

  it('encodes ids of artworks, chats and orders', () => {
    expect(paths.artwork('a 1')).toBe('/products/a%201');
    expect(paths.editArtwork('a/1')).toBe('/artworks/a%2F1/edit');
    expect(paths.chat('u#2')).toBe('/chat/u%232');
    expect(paths.order('o?3')).toBe('/orders/o%3F3');
  });

  it('brings login back to a page, and leaves home out (home is where it goes anyway)', () => {
    expect(paths.login()).toBe('/auth/login');
    expect(paths.login('/')).toBe('/auth/login');
    expect(paths.login('/upload?draft=1')).toBe('/auth/login?from=%2Fupload%3Fdraft%3D1');
  });

  it('keeps the query of the listing filters', () => {
    expect(paths.productsInCategory('Madhubani & Warli')).toBe('/products?category=Madhubani%20%26%20Warli');
    expect(paths.productsNearMe).toBe('/products?near=me');
  });
});
