// What other slices do with accounts (docs/architecture.md#slices): accepting an invitation registers
// and signs in; other slices read a user's state.
export { registerUser } from './register.ts';
export { loadUser, startSession } from './sign-in.ts';
