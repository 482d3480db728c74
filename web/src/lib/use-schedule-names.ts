import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { membersQuery } from './members-query.ts';
import { shiftTypesQuery } from './shift-types-query.ts';

/** Names by id: members' display names and shift types' names; an id nobody knows reads as itself. */
export interface ScheduleNames {
  member: (memberId: string) => string;
  shiftType: (shiftTypeId: string) => string;
}

/** Members' and shift types' names for describing trades and open shifts; ids stand in until they load. Shared: both lists read them. */
export function useScheduleNames(organizationId: string): ScheduleNames {
  const members = useQuery(membersQuery(organizationId));
  const shiftTypes = useQuery(shiftTypesQuery(organizationId));
  return useMemo(() => {
    const memberNames = new Map((members.data?.members ?? []).map((m) => [m.id, m.name]));
    const typeNames = new Map((shiftTypes.data ?? []).map((t) => [t.id, t.name]));
    return {
      member: (id) => memberNames.get(id) ?? id,
      shiftType: (id) => typeNames.get(id) ?? id,
    };
  }, [members.data, shiftTypes.data]);
}
