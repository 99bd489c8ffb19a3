import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import path from 'node:path';
import type { PushPayload } from '@kala/contract';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config';
import { isPublicHttpsUrl, type LookupFunction, PrivateAddressError, publicOnlyLookup } from '../../lib/public-address';

// Web Push with VAPID (RFC 8292). The keys come from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or are generated once
// into DATA_DIR/vapid.json (0600) like the JWT secret: they must outlive restarts, since every browser's
// subscription is bound to the public key it subscribed with.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function loadOrCreateVapidKeys(config: Pick<Config, 'dataDir' | 'vapid'>): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  readonly publicKey: string;
  /**
   * Sends one push. 'gone': the push service no longer knows the subscription (404/410); 'refused': the endpoint
   * is not a public https URL, or its name resolves to an address that is not public (never connected to).
   * Either way the subscription is deleted.
   */
  send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone' | 'refused'>;
}

export function createPushSender(
  config: Pick<Config, 'dataDir' | 'vapid' | 'vapidSubject' | 'publicUrl'>,
  // Tests reach a local receiver with a self-signed certificate through their own agent, or give the name
  // resolution the public-only guard wraps.
  options: { agent?: Agent; lookup?: LookupFunction } = {},
): PushSender {
  const keys = loadOrCreateVapidKeys(config);
  // Every connection resolves through the guard: the addresses checked are the ones the socket uses.
  const agent =
    options.agent ?? new Agent({ keepAlive: true, lookup: publicOnlyLookup(options.lookup) as never, maxSockets: 16 });
  const subject = config.vapidSubject ?? defaultSubject(config.publicUrl);
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      // Rows stored before endpoints were checked, or an IP literal (which skips the name lookup): judged here.
      if (!options.agent && !isPublicHttpsUrl(target.endpoint)) return 'refused';
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            // A day: a phone that is off for a night still gets it; older news is not worth a buzz.
            TTL: 24 * 3600,
            timeout: 10_000,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        if (error instanceof PrivateAddressError) return 'refused';
        throw error;
      }
    },
  };
}

// Push services want a way to reach the sender: an https URL, or else a mailto.
function defaultSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}
