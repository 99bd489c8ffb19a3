import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose validation (the form's zod schema, and zod with it) loads when first needed,
 * not with the screen: the screen draws without waiting for it. `preload` starts the download early, e.g. when
 * the person first focuses the form, so that the first submit does not wait. `load` is a schema module's loader,
 * as every lazy schema is (lazySchemas in api-client.ts): `lazyResolver(authSchema('loginResolver'))`.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | null = null;
  const get = () => {
    // A failed download (offline) is not remembered: the next submit tries again.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  };
}
