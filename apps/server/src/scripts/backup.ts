import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runBackup } from '../lib/backup';
import { createMediaStorage } from '../plugins/media-storage';

// npm run backup [-- --out <folder>]
// A consistent snapshot of the running site: the SQLite database (online backup) and the media, into
// DATA_DIR/backups/<UTC timestamp>/ or --out. On PostgreSQL it runs pg_dump (which must be installed), then
// copies the media. Restore: see BACKUP.txt in the backup folder.

const USAGE = 'Usage: npm run backup [-- --out <folder>]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const result = await runBackup(config, createMediaStorage(config), values.out ? { out: values.out } : {});
  console.log(`Backup written to ${result.dir} (${result.mediaFiles} media files).`);
  if (result.dumpFile) console.log(`PostgreSQL dump: ${result.dumpFile}`);
  if (result.missing.length > 0) {
    console.warn(
      `${result.missing.length} media files named by the database were deleted during the backup: ${result.missing.slice(0, 5).join(', ')}`,
    );
    return 1;
  }
  console.log(`Restore: see ${result.dir}/BACKUP.txt`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
