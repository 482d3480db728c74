import type { ScryptOptions } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCommandApi } from '@rostra/command-api';
import {
  bearerClaims,
  emailStreamNames,
  errorHandler,
  jsonBody,
  personalDataKey,
  tokenSecret,
  totpEncryptionKey,
  type Clock,
  type Config,
  type Logger,
  type MailOutbox,
} from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { createQueryApi, healthRoutes, type QueryApiDeps } from '@rostra/query-api';
import compression from 'compression';
import express, { Router, type Express, type RequestHandler, type Response } from 'express';
import type { Service } from './services.ts';
import type { Stores } from './stores.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Sends reads to one router and writes to the other, as the compose web proxy does by method. */
function byMethod(reads: Router | null, writes: Router | null): Router {
  return Router().use((request, response, next) => {
    const target = READ_METHODS.has(request.method) ? reads : writes;
    if (target) target(request, response, next);
    else next();
  });
}

/** Vite's build output names what it hashes `assets/<name>-<hash>.<ext>`: a new build, a new name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.[\w.]+$/;

/**
 * Hashed assets never change under their name, so browsers keep them for a year without asking;
 * everything else (index.html names the current assets) is asked for again each time.
 */
function cacheControl(response: Response, path: string): void {
  response.set('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * API reads: a browser may keep an answer (Express tags each with an ETag of its content) but
 * asks again every time, so it never shows a stale one and an unchanged one comes back as a 304
 * without a body. Private: it was read with the user's authorization.
 */
const revalidated: RequestHandler = (request, response, next) => {
  if (READ_METHODS.has(request.method)) response.set('Cache-Control', 'private, no-cache');
  next();
};

export function defaultWebDist(): string {
  return resolve(import.meta.dirname, '../../../web/dist');
}

/** The HTTP app of one process: /api for the services it runs, and the web app when asked. */
export interface AppOptions {
  /** Lower password-hashing cost, for tests only. */
  passwordHashing?: ScryptOptions;
  /** A movable clock, for tests of expiry only; otherwise the system's. */
  clock?: Clock;
  /** The process's mail outbox: erasure forgets the mail it keeps about the person. */
  outbox?: MailOutbox | null;
}

/** `publicUrl`: the base of every link the APIs make (publicUrlOf: PUBLIC_URL, else the address listened on). */
export function createApp(
  config: Config,
  stores: Stores,
  services: Set<Service>,
  logger: Logger,
  clock: Clock,
  publicUrl: string,
  options: AppOptions = {},
): Express {
  const secret = tokenSecret(config.JWT_SECRET, config.dataDir);
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For names the client only behind the proxies TRUST_PROXY names; otherwise any
  // client could choose the address its sign-in attempts are counted under.
  app.set('trust proxy', config.TRUST_PROXY);
  // Brotli or gzip as the client accepts, for JSON and assets alike; answers already encoded (the
  // cached calendars) and event streams (no-transform) pass through as they are.
  app.use(compression());
  app.use(jsonBody((request) => bearerClaims(secret, request) !== null));

  const queryDeps: QueryApiDeps = {
    events: stores.events,
    readStore: stores.readStore,
    projections: allProjections,
    readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
    logger: logger.child({ component: 'query-api' }),
    tokenSecret: secret,
    superAdminEmails: config.SUPER_ADMIN_EMAILS,
    publicUrl,
    solverTimeLimitSeconds: config.SOLVER_TIME_LIMIT_SECONDS,
    clock,
  };
  // Every process answers /api/health, so each container can be health-checked.
  app.use('/api', healthRoutes(queryDeps));
  const queries = services.has('query-api') ? createQueryApi(queryDeps) : null;
  const commands = services.has('command-api')
    ? createCommandApi({
        events: stores.events,
        readStore: stores.readStore,
        projections: allProjections,
        readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
        logger: logger.child({ component: 'command-api' }),
        tokenSecret: secret,
        totpEncryptionKey: totpEncryptionKey(config.TOTP_ENCRYPTION_KEY, config.dataDir),
        personalDataKeys: stores.keys,
        emailStream: emailStreamNames(personalDataKey(config.PERSONAL_DATA_KEY, config.dataDir)),
        ...(options.outbox ? { forgetMail: (needles: readonly string[]) => options.outbox!.forget(needles) } : {}),
        superAdminEmails: config.SUPER_ADMIN_EMAILS,
        publicUrl,
        ...(options.passwordHashing ? { passwordHashing: options.passwordHashing } : {}),
        clock,
      })
    : null;
  // Kept for introspection: tests list every endpoint from them.
  app.locals.apiRouters = [queries, commands].filter(Boolean);
  app.use('/api', revalidated, byMethod(queries, commands), (_request, response) => {
    response.status(404).json({ detail: 'Not found' });
  });

  const webDist = config.WEB_DIST ?? defaultWebDist();
  if (services.has('web') && existsSync(webDist)) {
    app.use(express.static(webDist, { index: false, cacheControl: false, setHeaders: cacheControl }));
    // Client-side routes: every other GET gets the app shell.
    const shell = resolve(webDist, 'index.html');
    app.get(/.*/, (_request, response) => {
      cacheControl(response, shell);
      response.sendFile(shell, { cacheControl: false });
    });
  }
  app.use(errorHandler(logger));
  return app;
}
