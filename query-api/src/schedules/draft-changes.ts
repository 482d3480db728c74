import type { CalendarRecord } from '@rostra/contracts';
import type { DraftChanges } from '../shared/calendar-view.ts';

const shiftKey = (date: string, shiftTypeId: string) => `${date}|${shiftTypeId}`;

/** Who each shift of a version has, absent or not: versions differ by assignments, not by absences. */
function staffOf(record: CalendarRecord | null): Map<string, Map<string, number>> {
  const staff = new Map<string, Map<string, number>>();
  for (const { date, shift_type_id, member_id, position } of record?.assignments ?? []) {
    const key = shiftKey(date, shift_type_id);
    staff.set(key, (staff.get(key) ?? new Map<string, number>()).set(member_id, position));
  }
  return staff;
}

export function draftChanges(draft: CalendarRecord | null, published: CalendarRecord | null): DraftChanges {
  const drafted = staffOf(draft);
  const shown = staffOf(published);
  const has = (staff: Map<string, Map<string, number>>, key: string, memberId: string) => staff.get(key)?.has(memberId) ?? false;
  const added = (draft?.assignments ?? []).filter((a) => !has(shown, shiftKey(a.date, a.shift_type_id), a.member_id)).length;
  const removed = (published?.assignments ?? []).filter((a) => !has(drafted, shiftKey(a.date, a.shift_type_id), a.member_id)).length;
  const draftShifts = new Set((draft?.coverage ?? []).map((shift) => shiftKey(shift.date, shift.shift_type_id)));
  return {
    goneShifts: (published?.coverage ?? [])
      .filter(
        (shift) => !draftShifts.has(shiftKey(shift.date, shift.shift_type_id)) && shown.has(shiftKey(shift.date, shift.shift_type_id)),
      )
      .map((shift) => ({ ...shift, assigned_count: 0, status: shift.required_count > 0 ? 'understaffed' : 'fully-staffed', reasons: [] })),
    publication: { published_at: published?.published_at ?? null, changes: added + removed },
    isAdded: (date, shiftTypeId, memberId) => published !== null && !has(shown, shiftKey(date, shiftTypeId), memberId),
    removed(date, shiftTypeId, nameOf) {
      const key = shiftKey(date, shiftTypeId);
      return [...(shown.get(key) ?? [])]
        .filter(([memberId]) => !has(drafted, key, memberId))
        .map(([memberId, position]) => ({ id: memberId, name: nameOf(memberId), position }));
    },
  };
}
