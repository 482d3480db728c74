import { join } from 'node:path';
import { openSqliteEventStore, openSqliteReadStore } from '@rostra/platform';
import { runChild } from '@rostra/platform/projection/testing/kill-child';
import { scratchDirs } from '@rostra/platform/testing/scratch-dirs';
import { describe, expect, it } from 'vitest';
import { allProjections } from './index.ts';
import { writeHistory } from './testing/history.ts';
import { differingFromRebuild } from './testing/differing-from-rebuild.ts';

const child = join(import.meta.dirname, 'testing/rebuild-child.ts');
const tempDir = scratchDirs('rostra-rebuild-kill-');

interface Summary {
  projection: string;
  events: number;
  resumed: boolean;
}

const rebuildInChild = (dir: string, killAfter?: number) => runChild<Summary[]>(child, dir, killAfter);

describe('a rebuild of every read model killed mid-way', () => {
  it(
    'resumes each projection from its own checkpoint in a new process and ends identical to a clean rebuild',
    { timeout: 180_000 },
    async () => {
      const dir = tempDir();
      const log = openSqliteEventStore(join(dir, 'events.db'));
      const count = await writeHistory(log, { organizations: 3, members: 15, months: 12, seed: 3 });
      await log.close();

      // Killed between the batch commits of the projections, at any point of the pass.
      const killed = await rebuildInChild(dir, Math.round(count * 0.4));
      expect(killed.killedAt).toBeGreaterThanOrEqual(count * 0.4);
      expect(killed.done).toBeUndefined();

      const again = await rebuildInChild(dir);
      expect(again.done!.map((summary) => summary.projection)).toEqual(allProjections.map((projection) => projection.name));
      for (const summary of again.done!) {
        expect(summary, summary.projection).toMatchObject({ resumed: true });
        expect(summary.events, summary.projection).toBeLessThan(count * 0.7);
      }

      const events = openSqliteEventStore(join(dir, 'events.db'));
      const clean = openSqliteReadStore(join(tempDir(), 'read.db'));
      const survivor = openSqliteReadStore(join(dir, 'read.db'));
      expect(await differingFromRebuild(events, survivor, clean, allProjections)).toEqual([]);
      await Promise.all([events.close(), clean.close(), survivor.close()]);
    },
  );
});
