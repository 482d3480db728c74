import { isSchedulable, PREFERENCES_TEXT } from '@rostra/contracts';
import { MEMBERS_TABLE, notFound, type ReadStore } from '@rostra/platform';
import { nameFormatOf, toMember, type MemberRow } from './members.ts';
import { findIn } from '../read-model.ts';

export interface Person {
  memberId: string;
  userId: string | null;
  /** In the organization's name display format, as the member list shows it. */
  name: string;
  /** docs/product/states.md: an active user or a pending, unexpired invitation, flagged as employee. */
  schedulable: boolean;
}

/** The members of one organization as the preferences and vacation answers name them. */
export interface People {
  /** Schedulable members, by name. */
  employees: Person[];
  /** A member by member id or user id (paths name either). */
  find(ref: string): Person | null;
  /** A member the path names, or 404. */
  get(ref: string): Person;
  /** Who acted, by user id: their member name here, else the e-mail they acted with. */
  nameOfUser(userId: string | null, email: string | null): string | null;
}

export async function peopleOf(store: ReadStore, organizationId: string, now: Date): Promise<People> {
  const [rows, format] = await Promise.all([
    findIn<MemberRow>(store, MEMBERS_TABLE, { where: { organization_id: organizationId } }),
    nameFormatOf(store, organizationId),
  ]);
  const people: Person[] = rows.map((row) => {
    const member = toMember(row, format, now, false);
    return { memberId: row.id, userId: row.user_id, name: member.name, schedulable: isSchedulable(member) };
  });
  const find = (ref: string) => people.find((person) => person.memberId === ref || person.userId === ref) ?? null;
  return {
    employees: people.filter((person) => person.schedulable).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
    find,
    get(ref) {
      const person = find(ref);
      if (!person) throw notFound(PREFERENCES_TEXT.employeeNotFound);
      return person;
    },
    nameOfUser: (userId, email) => (userId ? people.find((person) => person.userId === userId)?.name : null) ?? email,
  };
}
