// The answer schemas of user.api.ts, loaded on first use (lazySchemas).
export { followStatusSchema, userProfileSchema } from '@kala/contract';
