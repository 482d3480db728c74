import { solverInputSchema } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import { onCountedClock } from '../testing/counted-clock.ts';
import { saturdayNight } from '../testing/saturday-night.ts';
import { productQualityReport } from './product.ts';

// The explanations' budget on a counted clock: their re-solves end by their rounds on any machine (explain.test.ts).
onCountedClock();

const month = { requestId: 'r1', organizationId: '1', year: 2026, month: 12 };

describe('the quality report in product terms', () => {
  it('names at most five people per reason and lists at most ten ids, counting them all', async () => {
    const input = solverInputSchema.parse({
      year: 2026,
      month: 12,
      shift_types: [saturdayNight],
      employees: Array.from({ length: 12 }, (_, i) => ({ id: `e${i + 1}`, name: `Employee ${i + 1}`, disallowed_shift_types: ['night'] })),
    });
    const report = await productQualityReport(input, [], month, { budgetSeconds: 60, candidateSeconds: 10 });
    expect(report.understaffed.total).toBe(4);
    const [saturdays] = report.explanations.items;
    expect(saturdays!.reasons).toEqual([
      {
        code: 'shift_type_disallowed',
        member_ids: Array.from({ length: 10 }, (_, i) => `e${i + 1}`),
        member_count: 12,
        message: 'Employee 1, Employee 2, Employee 3, Employee 4, Employee 5, 7 others: not allowed to work this shift type',
      },
    ]);
    expect(saturdays!.suggestions.map((s) => s.text)).toEqual([
      'allow Employee 1 to work Night',
      'allow Employee 2 to work Night',
      'allow Employee 3 to work Night',
    ]);
  });
});
