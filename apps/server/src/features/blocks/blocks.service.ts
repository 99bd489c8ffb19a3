import { type BlockStatus, ERR } from '@kala/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { adjustFollowCounts, deleteFollow, findPersonId } from '../users/users.repository';
import { blockBetween, deleteBlock, insertBlock } from './blocks.repository';

/**
 * `me` blocks `target` (an id or a username). In the same transaction a follow either way ends, with both people's
 * counts, so no one keeps seeing the other through a follow made before. `added` is false for a repeated block.
 */
export async function blockPerson(
  db: Db,
  me: string,
  target: string,
): Promise<{ status: BlockStatus; added: boolean }> {
  return db.transaction().execute(async (tx) => {
    const targetId = await findPersonId(tx, target);
    if (!targetId) throw notFound('User');
    if (targetId === me) throw badRequest(ERR.cannotBlockSelf);
    const added = await insertBlock(tx, me, targetId, nowIso());
    if (await deleteFollow(tx, me, targetId)) await adjustFollowCounts(tx, me, targetId, -1);
    if (await deleteFollow(tx, targetId, me)) await adjustFollowCounts(tx, targetId, me, -1);
    return { status: { blocked: true }, added };
  });
}

/** `me` unblocks `target`; unblocking someone not blocked changes nothing. */
export async function unblockPerson(db: Db, me: string, target: string): Promise<BlockStatus> {
  const targetId = await findPersonId(db, target);
  if (!targetId) throw notFound('User');
  await deleteBlock(db, me, targetId);
  return { blocked: false };
}

/**
 * Refuses (403) what two people with a block between them may not do to each other: follow, message, comment on
 * or review the other's artworks. The one who blocked is told how to undo it; the other is told no more.
 */
export async function refuseIfBlocked(db: Db, me: string, other: string): Promise<void> {
  const block = await blockBetween(db, me, other);
  if (block === 'mine') throw forbidden(ERR.youBlocked);
  if (block === 'theirs') throw forbidden(ERR.blockedByThem);
}
