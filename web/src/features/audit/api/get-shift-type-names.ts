import { useQuery } from '@tanstack/react-query';
import { shiftTypesQuery } from '@/lib/shift-types-query.ts';

/** Shift type id → name, for preference changes in words; the shift types manager's list, one shared query. */
export function useShiftTypeNames(organizationId: string) {
  return useQuery({
    ...shiftTypesQuery(organizationId),
    select: (shiftTypes): Readonly<Record<string, string>> =>
      Object.fromEntries(shiftTypes.map((shiftType) => [shiftType.id, shiftType.name])),
  });
}
