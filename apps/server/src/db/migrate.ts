import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle } from './database';
import * as m0001 from './migrations/0001-initial';
import * as m0002 from './migrations/0002-search';
import * as m0003 from './migrations/0003-search-rowids';
import * as m0004 from './migrations/0004-session-version';
import * as m0005 from './migrations/0005-notifications';
import * as m0006 from './migrations/0006-order-lifecycle';
import * as m0009 from './migrations/0009-account';
import * as m0011 from './migrations/0011-artwork-views';
import * as m0012 from './migrations/0012-blocks';
import * as m0013 from './migrations/0013-moderation';
import * as m0014 from './migrations/0014-offers';
import * as m0016 from './migrations/0016-pickup';
import * as m0018 from './migrations/0018-language';
import * as m0019 from './migrations/0019-visible-counts';
import * as m0020 from './migrations/0020-order-offer';
import * as m0021 from './migrations/0021-moderation-indexes';
import * as m0022 from './migrations/0022-chat-client-id';
import * as m0023 from './migrations/0023-author-deleted';
import * as m0025 from './migrations/0025-push-failures';
import * as m0029 from './migrations/0029-address-book';
import * as m0030 from './migrations/0030-manage-listings';
import * as m0031 from './migrations/0031-art-facts';
import * as m0032 from './migrations/0032-shipping';
import * as m0033 from './migrations/0033-moderation-reasons';
import * as m0034 from './migrations/0034-presence';
import * as m0035 from './migrations/0035-art-filters';
import * as m0036 from './migrations/0036-payout-accounts';
import * as m0037 from './migrations/0037-ledger';
import * as m0038 from './migrations/0038-certificates';
import * as m0039 from './migrations/0039-search-terms';
import * as m0040 from './migrations/0040-transfers';
import * as m0041 from './migrations/0041-invoices';
import * as m0042 from './migrations/0042-lookalike-holds';
import * as m0043 from './migrations/0043-for-you';
import * as m0044 from './migrations/0044-filter-index';
import * as m0045 from './migrations/0045-transfer-settlements';
import * as m0046 from './migrations/0046-credit-notes';

// Migrations are listed here, in order, rather than read from the folder at run time: bundlers and tsx see
// plain imports, and a newcomer sees the whole history in one place.
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-search': m0002,
  '0003-search-rowids': m0003,
  '0004-session-version': m0004,
  '0005-notifications': m0005,
  '0006-order-lifecycle': m0006,
  '0009-account': m0009,
  '0011-artwork-views': m0011,
  '0012-blocks': m0012,
  '0013-moderation': m0013,
  '0014-offers': m0014,
  '0016-pickup': m0016,
  '0018-language': m0018,
  '0019-visible-counts': m0019,
  '0020-order-offer': m0020,
  '0021-moderation-indexes': m0021,
  '0022-chat-client-id': m0022,
  '0023-author-deleted': m0023,
  '0025-push-failures': m0025,
  '0029-address-book': m0029,
  '0030-manage-listings': m0030,
  '0031-art-facts': m0031,
  '0032-shipping': m0032,
  '0033-moderation-reasons': m0033,
  '0034-presence': m0034,
  '0035-art-filters': m0035,
  '0036-payout-accounts': m0036,
  '0037-ledger': m0037,
  '0038-certificates': m0038,
  '0039-search-terms': m0039,
  '0040-transfers': m0040,
  '0041-invoices': m0041,
  '0042-lookalike-holds': m0042,
  '0043-for-you': m0043,
  '0044-filter-index': m0044,
  '0045-transfer-settlements': m0045,
  '0046-credit-notes': m0046,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest({ db, pgSchema }: DatabaseHandle): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema; naming ours keeps parallel test schemas apart.
  const migrator = new Migrator({ db, provider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
