/** The roster text of `rostra solve --out`: per employee its ID, then the shift ID or `-` per day. */
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';

export function formatRoster(model: RosterModel, schedule: Schedule): string {
  return (
    model.employees
      .map((e, i) => {
        const cells = Array.from(schedule.subarray(i * model.days, (i + 1) * model.days), (s) =>
          s === OFF ? '-' : model.shiftTypes[s]!.id,
        );
        return [e.id, ...cells].join(',');
      })
      .join('\n') + '\n'
  );
}

export function parseRoster(model: RosterModel, text: string): Schedule {
  const schedule = new Int16Array(model.employees.length * model.days).fill(OFF);
  const shiftIndex = new Map(model.shiftTypes.map((s, i) => [s.id, i]));
  const staffIndex = new Map(model.employees.map((e, i) => [e.id, i]));
  for (const line of text.split(/\r?\n/).filter((l) => l.trim() !== '')) {
    const [id, ...cells] = line.split(',').map((c) => c.trim());
    const e = staffIndex.get(id ?? '');
    if (e === undefined) throw new Error(`unknown employee ${id}`);
    cells.forEach((c, d) => {
      if (c === '-') return;
      const s = shiftIndex.get(c);
      if (s === undefined) throw new Error(`unknown shift ${c}`);
      schedule[e * model.days + d] = s;
    });
  }
  return schedule;
}
