import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** The path pattern of the deepest route that answers `path`. */
function answering(path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  return matches
    .map((match) => match.route.path ?? (match.route.index ? '(index)' : ''))
    .filter(Boolean)
    .join(' > ');
}

describe('route table (docs/product.md#screens-and-routes)', () => {
  it.each([
    ['/', '/ > (index)'],
    ['/products', '/ > products'],
    ['/products/a1', '/ > products/:id'],
    ['/product/a1', '/ > product/:id'],
    ['/me/profile/asha', '/ > me/profile/:username'],
    ['/me/profile/asha/update', '/ > me/profile/:username/update'],
    ['/profile/asha/update', '/ > profile/:username/update'],
    ['/profile/u1', '/ > profile/:artistId'],
    ['/upload', '/ > upload'],
    ['/search', '/ > search/:query?'],
    ['/search/madhubani', '/ > search/:query?'],
    ['/tags/warli', '/ > tags/:tag'],
    ['/chat/u2', '/ > chat/:peerId'],
    ['/messages', '/ > messages'],
    ['/auth/login', '/auth > login'],
    ['/auth/register', '/auth > register'],
    ['/auth/forgot-password', '/auth > forgot-password'],
    ['/auth/reset-password', '/auth > reset-password'],
    ['/auth/cart', '/ > auth/cart'],
    ['/checkout', '/ > checkout'],
    ['/me/orders', '/ > me/orders'],
    ['/me/sales', '/ > me/sales'],
    ['/me/studio', '/ > me/studio'],
    ['/auth/wishlist', '/ > auth/wishlist'],
    ['/admin/user_manage', '/admin > user_manage'],
    ['/admin/artwork_manage', '/admin > artwork_manage'],
    ['/admin/orders_manage', '/admin > orders_manage'],
    ['/admin/admin_dashboard', '/admin > admin_dashboard'],
    ['/admin/moderation', '/admin > moderation'],
    ['/anything/else', '/ > *'],
  ])('%s is answered by %s', (path, route) => {
    expect(answering(path)).toBe(route);
  });
});
