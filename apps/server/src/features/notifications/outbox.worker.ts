import type { Db } from '../../db/database';
import { nowIso } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import { deleteNotificationsBefore } from './notifications.repository';
import { type ComposeContext, composeMail, composePush } from './outbox-messages';
import type { PushSender } from './push-sender';

// Sends what the outbox holds. Safe on any number of instances: a row is claimed by a conditional UPDATE that
// moves its next_attempt_at past a lease (`... where id = ? and status = 'pending' and next_attempt_at = <what
// this worker read>`): of two workers that read the same row, only one update matches. The winner sends, then
// marks the row sent, or schedules a retry with exponential backoff; a worker that dies mid-send leaves the row
// to be claimed again when the lease ends (a mail may then go twice, never zero times).

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  push: PushSender;
  compose: ComposeContext;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** How long a claimed row is left alone before another worker may take it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** After this many failed attempts a row is given up (status 'failed', last_error kept). */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** A push subscription is dropped after this many failed sends in a row. */
export const PUSH_MAX_FAILURES = 5;
/** 30 s, 1 min, 2 min … capped at an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
/** Notifications are kept this long; sent or given-up outbox rows a week. */
export const NOTIFICATION_RETENTION_MS = 90 * 24 * 3600 * 1000;
const OUTBOX_RETENTION_MS = 7 * 24 * 3600 * 1000;

/** Sends every due row once (claiming them first). Answers how many rows this call handled. */
export async function processOutbox(deps: OutboxDeps, now: Date = new Date()): Promise<number> {
  const due = await deps.db
    .selectFrom('outbox')
    .select(['id', 'channel', 'kind', 'user_id', 'ref_id', 'attempts', 'next_attempt_at'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  let handled = 0;
  for (const row of due) {
    const claimed = await deps.db
      .updateTable('outbox')
      .set({
        next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
        attempts: row.attempts + 1,
        // A batch key is released once its row is being sent: what arrives from now on starts a new mail.
        dedupe_key: (eb) => eb.case().when('dedupe_key', 'like', 'batch:%').then(null).else(eb.ref('dedupe_key')).end(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    handled += 1;
    await sendClaimed(deps, { ...row, attempts: row.attempts + 1 });
  }
  return handled;
}

async function sendClaimed(
  deps: OutboxDeps,
  row: { id: string; channel: string; kind: string; user_id: string; ref_id: string; attempts: number },
): Promise<void> {
  const finish = (status: 'sent' | 'skipped') =>
    deps.db
      .updateTable('outbox')
      .set({ status, sent_at: status === 'sent' ? nowIso() : null, last_error: null })
      .where('id', '=', row.id)
      .execute();
  try {
    if (row.channel === 'email') {
      const message = await composeMail(deps.compose, row);
      if (message === 'skip') return void (await finish('skipped'));
      await deps.mailer.send(message);
      return void (await finish('sent'));
    }
    const payload = await composePush(deps.compose, row);
    if (payload === 'skip') return void (await finish('skipped'));
    const targets = await deps.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth', 'failures'])
      .where('user_id', '=', row.user_id)
      .execute();
    let failure: unknown = null;
    for (const target of targets) {
      try {
        // 'gone': the push service forgot this browser (unsubscribed, app uninstalled); 'refused': the endpoint
        // leads to an address that is not public. Either way it is dropped for good.
        const result = await deps.push.send(target, payload);
        if (result === 'sent') {
          if (target.failures > 0) await setPushFailures(deps.db, target.id, 0);
        } else await deps.db.deleteFrom('push_subscriptions').where('id', '=', target.id).execute();
      } catch (error) {
        // A failure that keeps happening (a dead host, a push service that refuses the keys) ends the
        // subscription after PUSH_MAX_FAILURES sends in a row, instead of costing every notification 8 tries.
        if (target.failures + 1 >= PUSH_MAX_FAILURES) {
          await deps.db.deleteFrom('push_subscriptions').where('id', '=', target.id).execute();
        } else {
          await setPushFailures(deps.db, target.id, target.failures + 1);
          failure = error;
        }
      }
    }
    // A retry resends to every browser; the payload's tag makes a browser that had it replace, not stack, it.
    if (failure) throw failure;
    await finish(targets.length > 0 ? 'sent' : 'skipped');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    deps.log.warn({ err: error, outboxId: row.id, attempts: row.attempts, giveUp }, 'outbox: sending failed');
    await deps.db
      .updateTable('outbox')
      .set({
        status: giveUp ? 'failed' : 'pending',
        last_error: message.slice(0, 500),
        next_attempt_at: new Date(Date.now() + backoffMs(row.attempts)).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

function setPushFailures(db: Db, id: string, failures: number) {
  return db.updateTable('push_subscriptions').set({ failures }).where('id', '=', id).execute();
}

/** Deletes notifications older than 90 days and outbox rows done for a week. */
export async function sweep(db: Db, now: Date = new Date()): Promise<void> {
  await deleteNotificationsBefore(db, new Date(now.getTime() - NOTIFICATION_RETENTION_MS).toISOString());
  await db
    .deleteFrom('outbox')
    .where('status', '<>', 'pending')
    .where('created_at', '<', new Date(now.getTime() - OUTBOX_RETENTION_MS).toISOString())
    .execute();
}

const POLL_MS = 1000;
const SWEEP_EVERY_MS = 3600_000;

/** Runs the outbox on a timer until the returned function is called (which waits for a pass in progress). */
export function startOutboxWorker(deps: OutboxDeps): () => Promise<void> {
  let stopped = false;
  let lastSweep = 0;
  const pass = async () => {
    try {
      // Drain: a busy outbox is worked through without waiting a poll interval between batches.
      while (!stopped && (await processOutbox(deps)) > 0);
      if (!stopped && Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await sweep(deps.db);
      }
    } catch (error) {
      // The database being away is logged and retried on the next tick; the loop never dies.
      deps.log.error({ err: error }, 'outbox: pass failed');
    }
  };
  // A timeout set again after each pass, not an interval: a slow pass never has a second one queued behind it.
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      running = pass().then(() => {
        if (!stopped) schedule();
      });
    }, POLL_MS);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
