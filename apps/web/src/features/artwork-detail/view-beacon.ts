import { useEffect, useRef } from 'react';
import { sendViewBeacon } from './artwork-detail-page.api';

/**
 * Reports one view of an artwork page (POST /api/artworks/{id}/view, docs/decisions/0010): once per page view,
 * after the page is on screen, never in the way of anything. The page itself may come from a cache (the
 * server-rendered page, the public read cache, the query cache), so the count cannot ride on loading it.
 * `keepalive` lets the request finish when the visitor leaves at once; the token goes with it so the server
 * knows a signed-in viewer (and skips the artist's own views). Failures are ignored: a view is a measure.
 */
export function useArtworkViewBeacon(artworkId: string): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // One per page view: React's development double-run of effects, or a re-render, does not send twice.
    if (!artworkId || sent.current === artworkId) return;
    sent.current = artworkId;
    sendViewBeacon(artworkId);
  }, [artworkId]);
}
