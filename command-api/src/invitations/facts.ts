// What membership decides with invitations (docs/architecture.md#slices): the invitations' commands
// share the membership stream, so its decider hands them here.
export { decideInvitation, type InvitationCommand } from './decide.ts';
