// The query keys more than one feature uses, in one place: a screen refreshes another's data by the key here, never
// by a key handed down as a prop. The artworks' keys are the artwork layer's (entities/artwork/artwork.api.ts); keys
// only one feature uses stay in its `<feature>.api.ts`.

/** Every cart query starts with this key: refetch it after adding to the cart or checking out. */
export const CART_QUERY_KEY = ['cart'] as const;
/** The notifications list and count: their sentences are made by the server in the reader's language. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** The signed-in person's profile (lib/current-profile.api.ts): refetched after they edit it or follow someone. */
export const CURRENT_PROFILE_QUERY_KEY = ['auth', 'me'] as const;
