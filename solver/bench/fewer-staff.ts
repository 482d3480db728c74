/**
 * A Curtois & Qu instance with every k-th employee only, its cover scaled to the staff kept
 * (rounded to the nearest whole, weights unchanged): with the first days (first-days.ts), mid
 * horizons shaped like the kept-aside instances 14–19 (20–45 staff over 42–84 days) rather than
 * like 20–24 (50–150 staff). Pins and employee groups name employees by index: a model with any
 * is refused (the Curtois instances have none).
 */
import type { RosterModel } from '../src/model/types.ts';

export function fewerStaff(model: RosterModel, k: number): RosterModel {
  if (!Number.isInteger(k) || k < 1) throw new Error(`fewer staff: one employee in ${k} is not a whole share`);
  if (model.pinned.length > 0 || model.togetherGroups.length > 0 || model.apartGroups.length > 0)
    throw new Error('fewer staff: pins and groups name employees by index');
  const employees = model.employees.filter((_, i) => i % k === 0),
    share = employees.length / model.employees.length;
  return { ...model, employees, cover: model.cover.map((x) => ({ ...x, requirement: Math.round(x.requirement * share) })) };
}
