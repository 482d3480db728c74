// What other slices read and decide on an organization's membership stream, and its members named as the member list
// shows them (docs/architecture.md#slices).
export { loadMembership, membershipDecider, runMembership, type MembershipCommand } from './stream.ts';
export { memberNames } from './names.ts';
export { schedulableMemberIds } from './schedulable.ts';
export { factsFor, subjectFacts, type SubjectFacts } from './subject-facts.ts';
