import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { wantsDemo } from './start-demo.ts';

describe('the demo on first start', () => {
  it('is wanted for a data directory that does not exist yet (a fresh clone), and not with DEMO=0', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rostra-first-start-'));
    const dataDir = join(root, 'data');
    expect(await wantsDemo(loadConfig({ DATA_DIR: dataDir }))).toBe(true);
    expect(await wantsDemo(loadConfig({ DATA_DIR: dataDir, DEMO: '0' }))).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });
});
