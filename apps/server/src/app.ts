import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_IMAGES } from '@kala/contract';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { adminArtworksRoutes } from './features/admin/admin-artworks.routes';
import { adminAuditRoutes } from './features/admin/admin-audit.routes';
import { adminDashboardRoutes } from './features/admin/admin-dashboard.routes';
import { adminModerationRoutes } from './features/admin/admin-moderation.routes';
import { adminUsersRoutes } from './features/admin/admin-users.routes';
import { artworksRoutes } from './features/artworks/artworks.routes';
import { manageRoutes } from './features/artworks/manage.routes';
import { authRoutes } from './features/auth/auth.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { healthRoutes } from './features/health/health.routes';
import { blocksRoutes } from './features/blocks/blocks.routes';
import { likesRoutes } from './features/likes/likes.routes';
import { mediaRoutes } from './features/media/media.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { adminOrdersRoutes } from './features/admin/admin-orders.routes';
import { registerOrderSweeps } from './features/payments/sweeps';
import { ordersRoutes } from './features/orders/orders.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { payoutsRoutes } from './features/payouts/payouts.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { reviewRequestsRoutes } from './features/reports/review-requests.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { searchRoutes } from './features/search/search.routes';
import { studioRoutes } from './features/studio/studio.routes';
import { usersRoutes } from './features/users/users.routes';
import { registerViews } from './features/views/views.routes';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { forYouRoutes } from './features/foryou/foryou.routes';
import { addressRoutes } from './features/addresses/addresses.routes';
import { shippingRoutes } from './features/shipping/shipping.routes';
import { earningsRoutes } from './features/earnings/earnings.routes';
import { ledgerRoutes } from './features/ledger/ledger.routes';
import { transfersRoutes } from './features/transfers/transfers.routes';
import { backgroundSettled } from './lib/background';
import { type LogStream, loggerOptions } from './lib/logging';
import { rateLimitOptions } from './lib/rate-limit';
import { registerAuth } from './plugins/auth';
import { registerFormBody } from './plugins/form-body';
import { registerHttpCaching } from './plugins/http-caching';
import { registerPublicReadCache } from './plugins/public-read-cache';
import { registerWholeLists } from './plugins/whole-lists';
import { helmetOptions, registerSecurityHeaders } from './plugins/security-headers';
import { registerUnreadBodyDrain } from './plugins/unread-body';
import { websocketErrorHandler } from './plugins/websocket-errors';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerErrorHandler } from './plugins/errors';
import { shareRoutes } from './features/share/share.routes';
import { sharedPages } from './features/share/share-meta';
import { registerWeb } from './plugins/web';

export interface BuildAppOptions {
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
  /** Where the standard logger writes (tests read what would be logged); stdout by default. */
  logStream?: LogStream;
}

/** Builds the whole Kala server without listening, so tests drive it with app.inject(). */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Tokens and passwords never reach the logs (lib/logging.ts).
    logger: options.logger ?? loggerOptions(config, options.logStream),
    // Only configured proxies may name the client's address (TRUST_PROXY); per-address rate limits rely on it.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow or stalled clients must not hold the server: the whole request must arrive in time (else 408 and
    // the socket is closed), and a silent connection is dropped. Node checks the deadlines periodically
    // (every 30 s by default), so the check runs often enough for the configured timeout to hold.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // Idle keep-alive connections: Fastify's 72 s outlasts a load balancer's usual 60 s, never the idle limit.
    keepAliveTimeout: Math.min(72_000, config.connectionTimeoutMs),
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAll: config.checkAllResponses }));
  registerErrorHandler(app);
  drainOnClose(app);
  registerUnreadBodyDrain(app);

  registerSecurityHeaders(app, helmetOptions(config));
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, rateLimitOptions(app, config));
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_UPLOAD_IMAGES, fields: 50, fieldSize: 64 * 1024, parts: 60 },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 }, errorHandler: websocketErrorHandler });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kala API', version: '1.0.0', description: 'Online art marketplace for India.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, deps.tokens);
  registerFormBody(app);
  registerHttpCaching(app);
  registerPublicReadCache(app, { ttlMs: config.publicCacheMs });
  registerWholeLists(app, { caps: config.wholeListCaps, rateLimits: config.rateLimits });

  // Features: one line each.
  const features = [
    healthRoutes,
    authRoutes,
    usersRoutes,
    blocksRoutes,
    mediaRoutes,
    artworksRoutes,
    manageRoutes,
    searchRoutes,
    likesRoutes,
    commentsRoutes,
    reviewsRoutes,
    reportsRoutes,
    adminModerationRoutes,
    reviewRequestsRoutes,
    adminAuditRoutes,
    wishlistRoutes,
    forYouRoutes,
    cartRoutes,
    checkoutRoutes,
    addressRoutes,
    shippingRoutes,
    ordersRoutes,
    certificatesRoutes,
    invoicesRoutes,
    adminOrdersRoutes,
    paymentsRoutes,
    payoutsRoutes,
    ledgerRoutes,
    earningsRoutes,
    transfersRoutes,
    adminUsersRoutes,
    adminArtworksRoutes,
    adminDashboardRoutes,
    chatRoutes,
    notificationsRoutes,
    shareRoutes,
    studioRoutes,
  ];
  for (const routes of features) await app.register(routes, deps);
  // Their timers and buffers: the order sweeps (every minute) and the artwork views' counter.
  registerOrderSweeps(app, deps);
  registerViews(app, deps);

  await registerWeb(app, {
    webDist: config.webDist,
    sharedPages: sharedPages(deps.db, config.publicUrl),
    checkViewer: (token) => deps.tokens.verify(token),
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request's handler is running (graceful shutdown waits for it before closing the database). */
    handlersSettled(): Promise<void>;
  }
}

/**
 * Graceful shutdown (server.ts), the app's part:
 * - Once the app is closing, every answer says `Connection: close`, so a keep-alive connection whose request was in
 *   flight at SIGTERM ends with its answer instead of holding the close open.
 * - The database is closed only once no handler is running. Node's server closes when every connection has ended,
 *   but a handler whose client went away (a closed tab, a load generator stopping) keeps running after its
 *   connection is gone, and closing the database under it lost its work (seen under load in `npm run bench`). A
 *   request counts from onRequest until onSend, which comes once its handler has an answer, whether the client is
 *   still there or not (onResponse does not come for an abandoned request). A WebSocket upgrade never reaches
 *   onSend and is not counted: the chat socket closes itself on shutdown.
 * - The app's close waits for the work handlers and sockets started without waiting for it (a chat message's
 *   notification, a closing socket's presence: lib/background.ts).
 */
function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  const running = new Set<FastifyRequest>();
  const waiting: (() => void)[] = [];
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') running.add(request);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    running.delete(request);
    if (running.size === 0) for (const resolve of waiting.splice(0)) resolve();
    done(null, payload);
  });
  // Registered before the features: Fastify runs onClose hooks last-registered first, so this one runs after theirs.
  app.addHook('onClose', () => backgroundSettled());
  app.decorate('handlersSettled', () =>
    running.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
  );
}

/** Fastify's trustProxy from the config; a hop count becomes the function Fastify's types ask for. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
