// The life of a generated month after generation: the draft admins work on, and the version
// employees see once it is published (docs/api/month-lifecycle.md).

/** Refusals of POST …/schedules/{year}/{month}/publish, in the words the web shows. */
export const PUBLISH_TEXT = {
  noSchedule: 'There is no schedule for this month to publish. Generate one first.',
  unchanged: 'This draft is already published: there are no changes to publish.',
};

/** What the Org Schedule tells admins of the month's publication. */
export interface Publication {
  /** When the version employees see was published; null while nothing is. */
  published_at: string | null;
  /** Assignments added to or removed from the draft since then (all of them before a first publication). */
  changes: number;
}

/** POST …/publish: when, and how many employees were told of changes to their shifts. */
export interface PublishResult {
  published_at: string;
  notified: number;
}
