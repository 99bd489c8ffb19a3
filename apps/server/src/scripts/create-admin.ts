import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { checkAdminInput, ensureAdmin } from '../startup';

// npm run create-admin -- --username asha --password '...' [--email asha@example.in]
// Creates an admin, or promotes an existing user and resets their password. Uses the same configuration as the
// server (DATA_DIR or DATABASE_URL), so it works on SQLite and PostgreSQL alike. Missing flags are asked for
// when a person is at the terminal.

const USAGE = 'Usage: npm run create-admin -- --username <name> --password <password> [--email <email>]';

/** Reads a line without echoing it (for the password). */
function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('Cancelled'));
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let { username, password } = values;
  if (!username || !password) {
    if (!process.stdin.isTTY) {
      console.error(USAGE);
      return 1;
    }
    if (!username) {
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      username = (await rl.question('Admin username: ')).trim();
      rl.close();
    }
    if (!password) {
      password = await askHidden('Password: ');
      if ((await askHidden('Repeat password: ')) !== password) {
        console.error('The passwords do not match.');
        return 1;
      }
    }
  }
  let { email } = values;
  if (email === undefined && process.stdin.isTTY) {
    // Without an address the admin gets a made-up one, which no reset link or mail can reach.
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    email = (await rl.question('Email (for password resets; Enter to skip): ')).trim() || undefined;
    rl.close();
  }
  const input = { username, password, email };
  const problem = checkAdminInput(input);
  if (problem) {
    console.error(problem);
    return 1;
  }

  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(database);
    const outcome = await ensureAdmin(database.db, input);
    const where = config.databaseUrl ? 'PostgreSQL' : config.sqlitePath;
    console.log(
      {
        created: `Created admin "${username}" in ${where}.`,
        promoted: `"${username}" is now an admin with this password (${where}).`,
        updated: `"${username}" is an admin with this password and email now (${where}).`,
        unchanged: `"${username}" already is an admin with this password (${where}); nothing changed.`,
        unsuspended: `"${username}" was suspended: restored, an admin with this password (${where}).`,
      }[outcome],
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
