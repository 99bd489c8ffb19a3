import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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

/** Pino options for the app's logger: level from the config, secrets redacted, to `stream` when given. */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: LogStream): LoggerOptions {
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
    ...(stream ? { stream } : {}),
  };
}
