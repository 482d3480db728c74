// Of the month's stream (`schedule-{organizationId}-{yyyy-mm}`), appended with the change it is
// about: published shifts changed less than the organization's `notice_days` before their day
// (predictable-scheduling laws count exactly these). Decided with the change, so rebuilds agree
// whatever the setting or the date is later.

export interface ShortNoticeChange {
  date: string;
  shiftTypeId: string;
  memberId: string;
  /** Put on the shift, or taken off it. */
  action: 'assign' | 'unassign';
}

export interface ShortNoticeChangesRecorded {
  type: 'ShortNoticeChangesRecorded';
  data: {
    organizationId: string;
    year: number;
    month: number;
    /** What changed the shifts: a hand edit, a trade applied, a repair applied, an open shift assigned. */
    cause: 'edit' | 'trade' | 'repair' | 'open_shift';
    changes: ShortNoticeChange[];
    noticeDays: number;
    /** The organization's day when the change was decided. */
    today: string;
  };
}

export const SHORT_NOTICE_EVENT_VERSIONS = {
  ShortNoticeChangesRecorded: 1,
} as const satisfies Record<ShortNoticeChangesRecorded['type'], number>;
