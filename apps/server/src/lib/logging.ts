import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/** The logger a service is handed (the app's, or a request's): services speak of logging, not of the HTTP framework. */
export type Logger = FastifyBaseLogger;

// Secrets never reach the logs. Bodies are not logged at all (passwords, reset tokens travel there); headers
// carry the bearer token and are redacted; and URLs can carry tokens too: the chat socket takes its token in
// the query (?token=) and the reset link a person opens is /auth/reset-password?token=..., so every URL that is
// logged is cleaned of such parameters before pino sees it, however the client spelled them.

/**
 * Parameter names whose values are secrets. Names are compared decoded, lower-cased and without a bracket suffix,
 * so `tok%65n=`, `TOKEN=`, `token[]=` and `reset_token=` are cleaned like `token=`.
 */
const SECRET_NAME = /token|password|passwd|secret|^(key|api_?key|jwt|auth|authorization)$/;
/** Where a name=value pair may begin: the query, the fragment, and after every separator (`;` for old forms). */
const PAIR_NAME = /[?#&;]([^=?#&;]*)=/g;
/** A JWT anywhere in a URL, under any parameter name or in the path: three base64url parts, the first a JSON header. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const REDACTED = '[REDACTED]';

function readName(raw: string): string {
  let name = raw.replace(/\+/g, ' ');
  // Decoded until it no longer changes (tok%2565n is tok%65n is token), a few times at most.
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      break;
    }
    if (decoded === name) break;
    name = decoded;
  }
  return name.trim().toLowerCase().replace(/\[.*$/, '');
}

/**
 * The URL with the values of secret-bearing parameters replaced, in the query and in a fragment alike. A value
 * runs to the next `&`, so a `?` or `#` inside it hides nothing; a pair that starts inside another's value is
 * looked at too, however the server would have split them.
 */
export function redactUrl(url: string): string {
  const cuts: [number, number][] = [];
  PAIR_NAME.lastIndex = 0;
  for (let match = PAIR_NAME.exec(url); match; match = PAIR_NAME.exec(url)) {
    if (!SECRET_NAME.test(readName(match[1] ?? ''))) continue;
    const start = PAIR_NAME.lastIndex;
    const next = url.indexOf('&', start);
    const end = next === -1 ? url.length : next;
    const last = cuts.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else cuts.push([start, end]);
  }
  let cleaned = '';
  let from = 0;
  for (const [start, end] of cuts) {
    cleaned += `${url.slice(from, start)}${REDACTED}`;
    from = end;
  }
  cleaned += url.slice(from);
  return cleaned.replace(JWT, REDACTED);
}

function redactLoggedUrl(value: unknown): unknown {
  return typeof value === 'string' ? redactUrl(value) : value;
}

/** Where log lines go (pino writes one JSON line per call). */
export interface LogStream {
  write(line: string): void;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Readable lines for a person at a terminal: time, level, message, and the request in a word. Written in this
 * thread (not pino's worker transport), so nothing is lost when the process exits and a bundled server finds it.
 */
export function prettyLogStream(destination: NodeJS.WritableStream = process.stdout, colorize = true): LogStream {
  return pretty({
    destination,
    colorize,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    // "GET /api/artworks" and then "200 in 12 ms" instead of the request and response objects.
    messageFormat: (log, messageKey) => {
      const req = log.req as { method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      if (req?.method && log[messageKey] === 'incoming request') return `${req.method} ${req.url}`;
      if (res?.statusCode && log[messageKey] === 'request completed') {
        return `${res.statusCode} in ${Math.round(Number(log.responseTime))} ms`;
      }
      return String(log[messageKey]);
    },
  }) as LogStream;
}

/**
 * Pino options for the app's logger: level from the config, secrets redacted, to `stream` when given, else to
 * stdout as JSON or (config.logFormat 'pretty') as readable lines.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>, stream?: LogStream): LoggerOptions {
  const output = stream ?? (config.logFormat === 'pretty' ? prettyLogStream() : undefined);
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.query.token',
        '*.password',
        '*.confirmPassword',
        '*.token',
        '*.access_token',
        // Payout details (decision 0034): a PAN or bank account number logged by mistake, as Kala or Razorpay
        // name them, one level down (`{ body }`) or two (`{ err: { data } }`).
        '*.pan',
        '*.*.pan',
        '*.accountNumber',
        '*.*.accountNumber',
        '*.account_number',
        '*.*.account_number',
        // The bytes of a request Node could not parse (Fastify traces them), the URL's token included.
        'err.rawPacket',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      // Anything logged under these names is a URL (@fastify/websocket logs an upgrade's as `path`).
      url: redactLoggedUrl,
      path: redactLoggedUrl,
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
    ...(output ? { stream: output } : {}),
  };
}

/**
 * A warning about something that may repeat fast (a client's malformed frames on one socket), logged at most once
 * per `everyMs`: the first goes out, the rest within `everyMs` are only counted, and the next line says how many
 * were not logged (`suppressed`). flush() writes the count still pending, when the thing ends (the socket closes).
 */
export class ThrottledWarning {
  private lastAt = Number.NEGATIVE_INFINITY;
  private suppressed = 0;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly message: string,
    private readonly everyMs: number,
  ) {}

  warn(reason: string, now = Date.now()): void {
    if (now - this.lastAt < this.everyMs) {
      this.suppressed += 1;
      return;
    }
    this.lastAt = now;
    this.log.warn({ reason, suppressed: this.suppressed }, this.message);
    this.suppressed = 0;
  }

  flush(): void {
    if (this.suppressed === 0) return;
    this.log.warn({ suppressed: this.suppressed }, this.message);
    this.suppressed = 0;
  }
}
