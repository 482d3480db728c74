import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../event-store/sqlite.ts';
import { openSqliteReadStore } from '../read-store/sqlite.ts';
import { scratchDirs } from '../testing/scratch-dirs.ts';
import { fingerprint } from './fingerprint.ts';
import { rebuildProjection } from './rebuild.ts';
import { runChild } from './testing/kill-child.ts';
import { generateLog, tallyProjection } from './testing/tally.ts';

const child = join(import.meta.dirname, 'testing/rebuild-child.ts');
const tempDir = scratchDirs('rostra-kill-');

const rebuildInChild = (dir: string, killAfter?: number) => runChild<{ events: number; resumed: boolean }>(child, dir, killAfter);

describe('a rebuild killed mid-way', () => {
  it('resumes in a new process and ends identical to a clean rebuild', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const log = openSqliteEventStore(join(dir, 'events.db'));
    await generateLog(log, 30_000, { streams: 40, perAppend: 150 });
    await log.close();

    const killed = await rebuildInChild(dir, 8_000);
    expect(killed.killedAt).toBeGreaterThanOrEqual(8_000);
    expect(killed.done).toBeUndefined();

    const resumed = await rebuildInChild(dir);
    expect(resumed.done?.resumed).toBe(true);
    expect(resumed.done?.events).toBeLessThan(30_000);

    const events = openSqliteEventStore(join(dir, 'events.db'));
    const clean = openSqliteReadStore(join(tempDir(), 'read.db'));
    await rebuildProjection(events, clean, tallyProjection());
    const survivor = openSqliteReadStore(join(dir, 'read.db'));
    expect(await fingerprint(survivor, tallyProjection())).toBe(await fingerprint(clean, tallyProjection()));
    const streams = await survivor.find((await survivor.resolveAlias('tally_streams'))!);
    expect(streams.reduce((sum, doc) => sum + (doc.count as number), 0)).toBe(30_000);
    await Promise.all([events.close(), clean.close(), survivor.close()]);
  });
});
