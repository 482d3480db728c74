import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })));

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be one of 0, 1, true, false, yes, no' })
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or an address with a prefix length (CIDR), as Express's `trust proxy` takes them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies in front may tell the client's address (X-Forwarded-For), with Express's `trust
 * proxy` semantics: a hop count, or a comma-separated list of addresses, CIDRs and the presets
 * loopback, linklocal, uniquelocal. Unset: none, the socket's peer is the client. "Trust every
 * proxy" is refused: any client could then choose the address it is rate-limited by.
 */
const trustProxy = z
  .string()
  .transform((value, context): number | string[] => {
    if (/^\d+$/.test(value.trim())) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of addresses, CIDRs, loopback, linklocal or uniquelocal${wrong.length ? ` (not: ${wrong.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .optional()
  .transform((value) => value ?? false);

/** Every environment variable Rostra reads, with its default. Compose files are checked against it. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080), // 0: any free port
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  EVENT_STORE_URL: z
    .string()
    .regex(/^(esdb(\+discover)?:\/\/|sqlite:|memory:)/, { message: 'must start with esdb://, sqlite: or memory:' })
    .optional(),
  MONGODB_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, { message: 'must start with mongodb:// or mongodb+srv://' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret for access tokens; the embedded default generates one and keeps it in DATA_DIR. */
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Key that encrypts two-factor secrets at rest; the embedded default generates one and keeps it in DATA_DIR. */
  TOTP_ENCRYPTION_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Key that seals the per-person keys of personal data at rest; the embedded default generates one and keeps it in DATA_DIR. */
  PERSONAL_DATA_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  SUPER_ADMIN_EMAILS: emailList,
  SMTP_URL: z.url({ message: 'must be a URL such as smtp://user:pass@host:587' }).optional(),
  MAIL_FROM: z.string().default('Rostra <no-reply@rostra.local>'),
  PUBLIC_URL: z.url().optional(),
  DEMO: flag.default(true),
  /** Upper bound on how long a query waits for projections to reach the caller's last write. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy,
  /** The solver's wall-clock budget per generation; below the client's 75 s timeout. */
  SOLVER_TIME_LIMIT_SECONDS: z.coerce.number().min(1).max(60).default(45),
  /** Re-solving time for the explanations of a generated month's quality report (0: reasons only). */
  QUALITY_EXPLAIN_SECONDS: z.coerce.number().min(0).max(60).default(10),
  /** Cap on the solver's threads per generation (default: every available core). */
  SOLVER_THREADS: z.coerce.number().int().min(1).optional(),
  /**
   * Improvement rounds per search thread of a generation (default: none, the time limit and the stop
   * rule end it). With it and SOLVER_SEED a generation and its explanations count their work instead
   * of timing it: the same whatever the machine's load (tests).
   */
  SOLVER_MAX_ROUNDS: z.coerce.number().int().min(1).optional(),
  /** The generation's random seed (default 1). */
  SOLVER_SEED: z.coerce.number().int().min(0).optional(),
  /** Percent: a generation answers once its schedule is proved within this of the optimum (0: proved optimal). */
  SOLVER_GAP_TOLERANCE: z.coerce.number().min(0).max(100).default(0.5),
  /** Retention: sign-in attempt records and the addresses of sessions are dropped after these many days. */
  SIGN_IN_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  /** Retention: the records and outbox files of sent e-mail are dropped after these many days. */
  SENT_MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  dataDir: string;
  eventStoreUrl: string;
  readStoreUrl: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads the environment once at start-up; any invalid variable stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as with `${SMTP_URL:-}` in compose.
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`));
  }
  const raw = parsed.data;
  const dataDir = resolve(raw.DATA_DIR);
  return {
    ...raw,
    dataDir,
    eventStoreUrl: raw.EVENT_STORE_URL ?? `sqlite:${resolve(dataDir, 'events.db')}`,
    readStoreUrl: raw.MONGODB_URL ?? `sqlite:${resolve(dataDir, 'read.db')}`,
  };
}
