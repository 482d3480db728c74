import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../event-store/sqlite.ts';
import { openSqliteReadStore } from '../read-store/sqlite.ts';
import { fingerprint } from './fingerprint.ts';
import { rebuildProjection } from './rebuild.ts';
import { generateLog, tallyProjection } from './testing/tally.ts';

const child = join(import.meta.dirname, 'testing/rebuild-child.ts');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rostra-kill-'));
  dirs.push(dir);
  return dir;
}

/** Runs the rebuild in a child process; with `killAfter`, SIGKILLs it once it has reported that many events. */
function rebuildInChild(dir: string, killAfter?: number): Promise<{ killedAt?: number; summary?: { events: number; resumed: boolean } }> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', child, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let killedAt: number | undefined;
    let summary: { events: number; resumed: boolean } | undefined;
    createInterface({ input: process_.stdout }).on('line', (line) => {
      const [word, value] = line.split(' ', 2);
      if (word === 'progress' && killAfter !== undefined && killedAt === undefined && Number(value) >= killAfter) {
        killedAt = Number(value);
        process_.kill('SIGKILL');
      }
      if (word === 'done') summary = JSON.parse(line.slice(5)) as typeof summary;
    });
    process_.once('error', reject);
    process_.once('exit', () => resolve({ killedAt, summary }));
  });
}

describe('a rebuild killed mid-way', () => {
  it('resumes in a new process and ends identical to a clean rebuild', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const log = openSqliteEventStore(join(dir, 'events.db'));
    await generateLog(log, 30_000, { streams: 40, perAppend: 150 });
    await log.close();

    const killed = await rebuildInChild(dir, 8_000);
    expect(killed.killedAt).toBeGreaterThanOrEqual(8_000);
    expect(killed.summary).toBeUndefined();

    const resumed = await rebuildInChild(dir);
    expect(resumed.summary?.resumed).toBe(true);
    expect(resumed.summary?.events).toBeLessThan(30_000);

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
