// What other slices read of collaborations (docs/architecture.md#slices): the organization's rules stream and its fold,
// and members named as the member list shows them.
export { collaborationsStream, evolveCollaborations, initialCollaborationsState, type CollaborationsState } from './collaborations.ts';
export { memberNames } from './names.ts';
