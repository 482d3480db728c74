import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; one logger per service, children per component. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
