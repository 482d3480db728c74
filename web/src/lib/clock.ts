/**
 * Where the web reads the time: the browser's clock, in this one place (the lint rule refuses
 * `new Date()` and `Date.now()` elsewhere). The server's clock decides what is recorded; this one
 * only says what "today" and "expires soon" look like on this screen.
 */
export const clock = {
  now: (): Date => new Date(),
};
