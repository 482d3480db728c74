import type { Projection } from '@rostra/platform';

/** Every read model of Rostra, in the order the runner starts them. */
export const allProjections: readonly Projection[] = [];
