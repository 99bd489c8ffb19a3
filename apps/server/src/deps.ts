import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import type { TokenService } from './plugins/auth';
import type { MediaStorage } from './lib/media-storage';
import type { Realtime } from './plugins/realtime';

/** What the features need from the outside world; built once in server.ts (or per test) and passed down. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  tokens: TokenService;
  media: MediaStorage;
  realtime: Realtime;
}
