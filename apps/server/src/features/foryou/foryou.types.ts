import type { ForYouReason } from '@kala/contract';

// The shapes For you's repository and service share (docs/decisions/0042-for-you.md).

export type EngagementKind = 'liked' | 'saved' | 'bought' | 'viewed';
export interface Engagement {
  artworkId: string;
  kind: EngagementKind;
  at: string;
}
export interface Neighbour {
  seedId: string;
  artworkId: string;
  score: number;
}
/** A work proposed by one source of the mix, with its artist and the reason it is proposed. */
export interface Pick {
  artworkId: string;
  artistId: string;
  reason: ForYouReason;
}
export interface TrendInput {
  artworkId: string;
  kind: 'like' | 'save' | 'sale' | 'view';
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
}
