import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The app's plugins and the @/ alias, as Vite builds it.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // A file's DOM is its own, and setup.ts undoes what a test may leave behind (rendered trees, fake
      // timers, stubbed globals), so the files of a worker share one import of React and the app's
      // modules instead of loading them afresh each (most of the project's time when isolated).
      isolate: false,
      unstubGlobals: true,
      // Bounds on a hang, not on speed: a loaded machine types and renders slowly (typing an address
      // key by key took 5 s, vitest's default timeout, with two workers among other engineers' tests).
      testTimeout: 30_000,
      expect: { poll: { timeout: 10_000 } },
    },
  }),
);
