import type { Server } from 'node:http';
import type { Express } from 'express';
import { createLogger, loadConfig, ProjectionRunner, systemClock, type Config } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { solverInputOf } from '@rostra/query-api';
import { GenerationWorker } from '@rostra/solver';
import { createApp, type AppOptions } from './app.ts';
import type { Service } from './services.ts';
import { openStores, type Stores } from './stores.ts';
import { withDataDirSuperAdmins } from './super-admins.ts';

export interface Running {
  config: Config;
  app: Express;
  server: Server;
  stores: Stores;
  url: string | null;
  stop(): Promise<void>;
}

/** Starts the given services in this process, on the configured stores. */
export async function run(services: Set<Service>, configured: Config = loadConfig(), options: AppOptions = {}): Promise<Running> {
  const config = withDataDirSuperAdmins(configured);
  const logger = createLogger('rostra', config.LOG_LEVEL);
  const clock = options.clock ?? systemClock;
  const stores = await openStores(config);
  const runner = services.has('projections')
    ? new ProjectionRunner(stores.events, stores.readStore, allProjections, { logger: logger.child({ component: 'projections' }) })
    : null;
  await runner?.start();
  const solver = services.has('solver')
    ? new GenerationWorker({
        events: stores.events,
        readStore: stores.readStore,
        projections: allProjections,
        loadInput: (organizationId, year, month) => solverInputOf(stores.readStore, organizationId, year, month, clock.now()),
        clock,
        logger: logger.child({ component: 'solver' }),
        solveOptions: { timeLimitSeconds: config.SOLVER_TIME_LIMIT_SECONDS },
        explainOptions: { budgetSeconds: config.QUALITY_EXPLAIN_SECONDS },
      })
    : null;
  await solver?.start();

  const app = createApp(config, stores, services, logger, clock, options);
  const server = await listen(app, config);
  const address = server.address();
  const url = address && typeof address === 'object' ? `http://localhost:${address.port}` : null;
  logger.info(
    { services: [...services], url, eventStore: redact(config.eventStoreUrl), readStore: redact(config.readStoreUrl) },
    'Rostra started',
  );

  return {
    config,
    app,
    server,
    stores,
    url,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await solver?.stop();
      await runner?.stop();
      await stores.close();
    },
  };
}

function listen(app: Express, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(config.PORT, config.HOST, () => resolve(server)).once('error', reject);
  });
}

/** Never log credentials embedded in store URLs. */
function redact(url: string): string {
  return url.replace(/\/\/[^@/]+@/, '//***@');
}
