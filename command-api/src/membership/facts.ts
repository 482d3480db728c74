// What other slices read and decide on an organization's membership stream (docs/architecture.md#slices).
export { loadMembership, membershipDecider, runMembership, type MembershipCommand } from './stream.ts';
export { schedulableMemberIds } from './schedulable.ts';
export { factsFor, subjectFacts, type SubjectFacts } from './subject-facts.ts';
