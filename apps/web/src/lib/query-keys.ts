// The query keys more than one feature uses, in one place: a screen refreshes another's data by the key here,
// never by a key handed down as a prop. Keys only one feature uses stay in its `<feature>.api.ts`.

/**
 * Every query whose data holds artwork cards starts with this key, so a like, a save or a purchase updates the
 * card wherever it is cached (lib/artwork-cache.ts).
 */
export const ARTWORKS_QUERY_KEY = ['artworks'] as const;
/** GET /api/auth/wishlist: saving or removing changes which artworks it holds, so it is refetched. */
export const WISHLIST_QUERY_KEY = [...ARTWORKS_QUERY_KEY, 'wishlist'] as const;
/** Every cart query starts with this key: refetch it after adding to the cart or checking out. */
export const CART_QUERY_KEY = ['cart'] as const;
/** The notifications list and count: their sentences are made by the server in the reader's language. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** The signed-in person's profile (lib/current-profile.ts): refetched after they edit it or follow someone. */
export const CURRENT_PROFILE_QUERY_KEY = ['auth', 'me'] as const;
