// The profile calls' answer schemas, loaded on first use (profile.api.ts).
export {
  blockListSchema,
  blockStatusSchema,
  followListSchema,
  followStatusSchema,
  nearbyArtistsSchema,
  profileUpdateResponseSchema,
  userProfileSchema,
} from '@kala/contract';
