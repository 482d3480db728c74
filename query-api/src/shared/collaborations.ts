import { COLLABORATIONS_TABLE, isSchedulable, LIMITS, type Collaboration, type CollaborationRecord } from '@rostra/contracts';
import { MEMBERS_TABLE, type ReadStore } from '@rostra/platform';
import { findIn } from '../read-model.ts';
import { nameFormatOf, toMember, type MemberRow } from './members.ts';

/**
 * The organization's collaboration rules as they apply now: each lists only the ids that are
 * still schedulable members (docs/product/states.md: employees among active members and pending, unexpired
 * invitations), named as the member list names them, in the current display format. A member
 * removed, demoted from employee or whose invitation lapsed drops out of every rule.
 */
export async function collaborationsOf(store: ReadStore, organizationId: string, now: Date): Promise<Collaboration[]> {
  const [rows, members, format] = await Promise.all([
    findIn<CollaborationRecord>(store, COLLABORATIONS_TABLE, {
      where: { organization_id: organizationId },
      sort: [{ field: 'created_at', direction: 'asc' }],
    }),
    findIn<MemberRow>(store, MEMBERS_TABLE, { where: { organization_id: organizationId, is_employee: true } }),
    nameFormatOf(store, organizationId),
  ]);
  const schedulable = new Map(
    members
      .map((row) => toMember(row, format, now, false))
      .filter(isSchedulable)
      .map((member) => [member.id, member.name]),
  );
  return rows.map(({ id, collaboration_type, employee_ids }) => {
    const current = employee_ids.filter((memberId) => schedulable.has(memberId));
    return { id, collaboration_type, employee_ids: current, employee_names: current.map((memberId) => schedulable.get(memberId)!) };
  });
}

/** For schedule generation: the rules that still bind at least two schedulable members. */
export async function effectiveCollaborations(store: ReadStore, organizationId: string, now: Date): Promise<Collaboration[]> {
  return (await collaborationsOf(store, organizationId, now)).filter(
    (rule) => rule.employee_ids.length >= LIMITS.collaborationMinEmployees,
  );
}
