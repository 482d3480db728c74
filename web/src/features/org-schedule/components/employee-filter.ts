import { useEffect, useMemo, useState } from 'react';
import { employeesIn, shiftsOf, type CalendarDay } from '@/components/calendar/calendar-data.ts';

/**
 * 'Filter by employee': the choices are the people of the shown month; a chosen employee who is
 * absent from newly loaded data is cleared (docs/product/states.md).
 */
export function useEmployeeFilter(days: readonly CalendarDay[] | undefined) {
  const [employeeId, setEmployeeId] = useState('');
  const employees = useMemo(() => employeesIn(days ?? []), [days]);
  const present = employeeId === '' || employees.some((employee) => employee.id === employeeId);
  useEffect(() => {
    if (!present) setEmployeeId('');
  }, [present]);
  const shown = useMemo(() => (days && employeeId && present ? shiftsOf(days, employeeId) : (days ?? [])), [days, employeeId, present]);
  return { employees, employeeId: present ? employeeId : '', setEmployeeId, shown };
}
