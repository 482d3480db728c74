// What other slices decide on a creation token (docs/architecture.md#slices): redeeming it creates an organization.
export { creationTokenDecider, redemption } from './decide.ts';
export { creationTokenId, creationTokenStream } from './streams.ts';
