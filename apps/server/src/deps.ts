import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import { createTokenService, type TokenService } from './plugins/auth';
import type { Mailer } from './lib/mailer';
import type { MediaStorage } from './lib/media-storage';
import { createMediaStorage } from './plugins/media-storage';
import { createRealtime, type Realtime } from './plugins/realtime';
import { type PaymentGateway, paymentGateway } from './features/payments/razorpay.gateway';
import { type CertificateSigner, createCertificateSigner } from './features/certificates/certificate-signer';

/** What the features need from the outside world; built once in server.ts (or per test) and passed down. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  tokens: TokenService;
  media: MediaStorage;
  realtime: Realtime;
  /** Razorpay, or null when online payment is off (no RAZORPAY_* configuration). */
  gateway: PaymentGateway | null;
  /** Signs and verifies certificates of authenticity (docs/certificates.md). */
  certificates: CertificateSigner;
}

/**
 * What a service that sends mail at once (the account's links and notices) needs: the route that owns the mailer
 * adds it to AppDeps. Mail about activity goes through the outbox instead (notifications.service).
 */
export type MailDeps = Pick<AppDeps, 'db' | 'config'> & { mailer: Mailer };

/**
 * The one assembly of AppDeps from a config and an open database: server.ts, the tests and a test's second
 * instance build them the same way (a second instance passes its own database handle and gets its own token
 * service and realtime connection, as a second process would).
 */
export function createDeps(config: Config, database: { db: Db; dialect: Dialect }): AppDeps {
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    tokens: createTokenService(config, database.db),
    media: createMediaStorage(config),
    realtime: createRealtime(config),
    gateway: paymentGateway(config.razorpay),
    certificates: createCertificateSigner(config.certificateKeys),
  };
}
