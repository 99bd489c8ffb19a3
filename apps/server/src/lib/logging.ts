import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

// Secrets never reach the logs. Bodies are not logged at all (passwords, reset tokens travel there); headers
// carry the bearer token and are redacted; and URLs can carry tokens too: the chat socket takes its token in
// the query (?token=) and the reset link a person opens is /auth/reset-password?token=..., so the URL of every
// logged request is cleaned of such parameters before pino sees it.

const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|password|key)=)[^&#]*/gi;

/** The URL with the values of secret-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]');
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
      ],
      censor: '[REDACTED]',
    },
    serializers: {
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
