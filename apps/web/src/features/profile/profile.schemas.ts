// The profile calls' answer schemas, loaded on first use (profile.api.ts).
export {
  followListSchema,
  followStatusSchema,
  nearbyArtistsSchema,
  profileUpdateResponseSchema,
  userProfileSchema,
} from '@kala/contract';
