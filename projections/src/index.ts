import type { Projection } from '@rostra/platform';
import { usersProjection } from './users/project.ts';

export type { UserRow } from './users/project.ts';

/** Every read model of Rostra, in the order the runner starts them. */
export const allProjections: readonly Projection[] = [usersProjection];
