// What other slices read of collaborations (docs/architecture.md#slices): the organization's rules stream and its fold.
export { collaborationsStream, evolveCollaborations, initialCollaborationsState, type CollaborationsState } from './collaborations.ts';
