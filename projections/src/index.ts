import type { Projection } from '@rostra/platform';
import { membersProjection } from './members/project.ts';
import { usersProjection } from './users/project.ts';

export type { UserRow } from './users/project.ts';
export type { MemberRow } from './members/project.ts';

/** Every read model of Rostra, in the order the runner starts them. */
export const allProjections: readonly Projection[] = [usersProjection, membersProjection];
