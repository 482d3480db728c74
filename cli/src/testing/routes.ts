import type { Express } from 'express';

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  matchers?: unknown[];
}

/**
 * Every `METHOD /path` the app answers under /api, found by walking express's router stacks,
 * so a test can check that a table of endpoints leaves none out.
 */
export function apiRoutes(app: Express): string[] {
  const found = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        for (const [method, enabled] of Object.entries(layer.route.methods)) {
          if (enabled && method !== '_all') found.add(`${method.toUpperCase()} ${layer.route.path}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  for (const router of (app.locals.apiRouters ?? []) as { stack: Layer[] }[]) walk(router.stack);
  return [...found].sort();
}
