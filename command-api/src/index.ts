import { Router } from 'express';
import type { CommandApiDeps } from './deps.ts';

export type { CommandApiDeps } from './deps.ts';

/** Every POST, PUT and DELETE of the API: parse, decide, append. */
export function createCommandApi(_deps: CommandApiDeps): Router {
  return Router();
}
