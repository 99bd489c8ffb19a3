import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nonPrivatePaths } from './file-modes';
import { createTestApp } from './helpers';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createLocalMediaStorage } from '../src/plugins/media-storage';
import { runStartupTasks } from '../src/startup';
import { createMailer } from '../src/lib/mailer';

const quiet = { info: () => {}, warn: () => {} };

describe('DATA_DIR is readable by its owner only', () => {
  const roots: string[] = [];
  const tempRoot = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kala-private-'));
    roots.push(root);
    return root;
  };
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('creates the folder, the secrets, the SQLite files, media and mail owner-only', async () => {
    const dataDir = path.join(tempRoot(), 'data', 'nested');
    const config = loadConfig({ DATA_DIR: dataDir, SMTP_URL: undefined });
    const database = openDatabase({ sqlitePath: config.sqlitePath });
    try {
      await migrateToLatest(database);
      await createLocalMediaStorage(config.mediaDir).put(
        `${'a'.repeat(64)}-320.webp`,
        Buffer.from('webp'),
        'image/webp',
      );
      await createMailer(config).send({ to: 'someone@example.com', subject: 'Reset', text: 'link' });
      expect(readdirSync(dataDir).sort()).toEqual(
        // payout-details-key: generated without PAYOUT_DETAILS_KEY (decision 0034); certificate-signing-key.pem:
        // without CERTIFICATE_SIGNING_KEY (docs/certificates.md).
        [
          'certificate-signing-key.pem',
          'jwt-secret',
          'kala.db',
          'kala.db-shm',
          'kala.db-wal',
          'media',
          'outbox',
          'payout-details-key',
        ].sort(),
      );
      expect(nonPrivatePaths(dataDir)).toEqual([]);
      // Also the parent folders it had to create.
      expect(nonPrivatePaths(path.dirname(dataDir))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('tightens a data folder left readable by others at start', async () => {
    const t = await createTestApp();
    try {
      const dir = t.config.dataDir;
      writeFileSync(path.join(dir, 'jwt-secret'), 'an old secret', { mode: 0o644 });
      mkdirSync(path.join(dir, 'backups', 'old', 'media'), { recursive: true, mode: 0o755 });
      writeFileSync(path.join(dir, 'backups', 'old', 'kala.db'), 'old', { mode: 0o644 });
      writeFileSync(path.join(dir, 'backups', 'old', 'media', 'x.webp'), 'x', { mode: 0o644 });
      chmodSync(dir, 0o755);
      chmodSync(path.join(dir, 'backups'), 0o755);
      expect(nonPrivatePaths(dir).length).toBeGreaterThanOrEqual(6);
      await runStartupTasks(t.deps, quiet);
      expect(nonPrivatePaths(dir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
