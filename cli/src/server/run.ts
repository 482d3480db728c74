import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Express } from 'express';
import { commandApiMail } from '@rostra/command-api';
import {
  createLogger,
  createMailer,
  loadConfig,
  MailOutbox,
  ProjectionRunner,
  publicUrlOf,
  systemClock,
  type Clock,
  type Config,
  type Logger,
} from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { solverInputOf } from '@rostra/query-api';
import { GenerationWorker } from '@rostra/solver';
import { createApp, type AppOptions } from './app.ts';
import type { Service } from './services.ts';
import { startRetention } from './retention.ts';
import { startShiftReminders } from './shift-reminders.ts';
import { explainOptionsOf, solveOptionsOf } from './solve-options.ts';
import { openStores, type Stores } from './stores.ts';
import { withDataDirSuperAdmins } from './super-admins.ts';

export interface Running {
  config: Config;
  app: Express;
  server: Server;
  stores: Stores;
  /** The clock the services read: the test kit stamps what it appends directly with its time. */
  clock: Clock;
  url: string | null;
  /** The mail outbox, in the process that runs the command API. */
  outbox: MailOutbox | null;
  stop(): Promise<void>;
}

/** Starts the given services in this process, on the configured stores. */
export async function run(services: Set<Service>, configured: Config = loadConfig(), options: AppOptions = {}): Promise<Running> {
  const config = withDataDirSuperAdmins(configured);
  const logger = createLogger('rostra', config.LOG_LEVEL);
  const clock = options.clock ?? systemClock;
  const stores = await openStores(config);
  const runner = services.has('projections')
    ? new ProjectionRunner(stores.events, stores.readStore, allProjections, { logger: logger.child({ component: 'projections' }), clock })
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
        solveOptions: solveOptionsOf(config),
        explainOptions: explainOptionsOf(config),
      })
    : null;
  await solver?.start();

  // Listening first: without PUBLIC_URL, links are built from the port this server really has.
  let app: Express | null = null;
  const server = await listen(
    createServer((request, response) => app!(request, response)),
    config,
  );
  const address = server.address();
  const url = address && typeof address === 'object' ? `http://localhost:${address.port}` : null;
  const publicUrl = publicUrlOf(config.PUBLIC_URL, url ?? `http://localhost:${config.PORT}`, logger);
  const outbox = services.has('command-api') ? mailOutbox(config, stores, publicUrl, logger, clock) : null;
  app = createApp(config, stores, services, logger, clock, publicUrl, { ...options, outbox });
  await outbox?.start();
  // The day-before reminders are commands of the clock: beside the command API (once a day, whatever the replicas).
  const reminders = services.has('command-api')
    ? startShiftReminders({ ...stores, clock, logger: logger.child({ component: 'shift-reminders' }) })
    : null;
  // Beside the outbox, whose folder it prunes.
  const retention = services.has('command-api')
    ? await startRetention({
        readStore: stores.readStore,
        outboxDir: outboxDirOf(config),
        clock,
        logger: logger.child({ component: 'retention' }),
        signInDays: config.SIGN_IN_RETENTION_DAYS,
        sentMailDays: config.SENT_MAIL_RETENTION_DAYS,
      })
    : null;
  logger.info(
    { services: [...services], url, eventStore: redact(config.eventStoreUrl), readStore: redact(config.readStoreUrl) },
    'Rostra started',
  );

  return {
    config,
    app,
    server,
    outbox,
    stores,
    clock,
    url,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await reminders?.stop();
      retention?.stop();
      await outbox?.stop();
      await solver?.stop();
      await runner?.stop();
      await stores.close();
    },
  };
}

function listen(server: Server, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.listen(config.PORT, config.HOST, () => resolve(server)).once('error', reject);
  });
}

/** E-mail follows from the events: one outbox, beside the command API that appends them. */
const outboxDirOf = (config: Config) => join(config.dataDir, 'outbox');

function mailOutbox(config: Config, stores: Stores, publicUrl: string, logger: Logger, clock: Clock): MailOutbox {
  return new MailOutbox({
    events: stores.events,
    readStore: stores.readStore,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: outboxDirOf(config) }),
    sources: commandApiMail({ events: stores.events, readStore: stores.readStore, publicUrl }),
    logger: logger.child({ component: 'mail-outbox' }),
    clock,
  });
}

/** Never log credentials embedded in store URLs. */
function redact(url: string): string {
  return url.replace(/\/\/[^@/]+@/, '//***@');
}
