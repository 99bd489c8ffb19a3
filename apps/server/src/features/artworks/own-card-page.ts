import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { setNextLink } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { listPage } from '../../plugins/whole-lists';
import { type ArtworkRow, loadArtworkCards } from './artworks.repository';

/** Reads one page of a signed-in person's own list of artworks, and the next page's cursor. */
export type OwnRowsReader = (
  db: Db,
  me: { id: string; role: string },
  limit: number,
  cursor: string | undefined,
) => Promise<{ rows: ArtworkRow[]; next: string | null }>;

/**
 * The answer of a signed-in person's own list of artworks (their home feed, their wishlist): the page the request
 * asks for as cards, with their likes, saves and cart, and the next page's address in Link.
 */
export async function ownCardPage(db: Db, request: FastifyRequest, reply: FastifyReply, read: OwnRowsReader) {
  const me = currentUser(request);
  const { limit, cursor } = listPage(request);
  const page = await read(db, me, limit, cursor);
  setNextLink(request, reply, page.next);
  return loadArtworkCards(db, page.rows, me.id);
}
