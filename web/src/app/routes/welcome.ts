import { notify } from '@/lib/notice.ts';

const WELCOME_BACK = 'Welcome back! You have been successfully logged in.';
/** After registering, the first sign-in is no return. */
const WELCOME_FIRST = 'Welcome to Rostra! You have been successfully logged in.';

/** The greeting of a sign-in, shown on the page the user lands on. */
export function welcome({ firstSignIn = false } = {}): void {
  notify('success', firstSignIn ? WELCOME_FIRST : WELCOME_BACK);
}
