import type { PreferenceRecord, ShiftType } from '@rostra/contracts';
import { EmptyState } from '@/components/ui/states.tsx';
import { compare, digitsOnly, setAllowed, type PreferenceErrors, type PreferencesForm } from './preferences-form.ts';

interface ShiftPreferencesTableProps {
  shiftTypes: readonly ShiftType[];
  form: PreferencesForm;
  errors: PreferenceErrors;
  adminSet: PreferenceRecord;
  onChange: (form: PreferencesForm) => void;
}

const ARROW = {
  more: { symbol: '↑', text: 'You want more than the admin requirement' },
  same: { symbol: '=', text: 'Aligned with the admin requirement' },
  less: { symbol: '↓', text: 'You want fewer than the admin requirement' },
} as const;

function AdminRequirement({ adminSet, shiftTypeId }: { adminSet: PreferenceRecord; shiftTypeId: string }) {
  if (!adminSet.is_active) return <span className="muted">Not set</span>;
  if (adminSet.disallowed_shift_types.includes(shiftTypeId)) return <span className="muted">Not allowed</span>;
  return <>{adminSet.shift_preferences[shiftTypeId] ?? 0} / month</>;
}

/** Shift Preferences: per active shift type, 'I Want' (monthly count, or disallowed) against the 'Admin Requirement'. */
export function ShiftPreferencesTable({ shiftTypes, form, errors, adminSet, onChange }: ShiftPreferencesTableProps) {
  if (shiftTypes.length === 0) return <EmptyState>No shift types configured. Contact your administrator.</EmptyState>;
  return (
    <div className="table-wrap">
      <table className="table stack prefs-table">
        <caption className="sr-only">Shift preferences: what I want per month against the admin requirement</caption>
        <thead>
          <tr>
            <th scope="col">Shift Type</th>
            <th scope="col">Can Work</th>
            <th scope="col">I Want</th>
            <th scope="col">
              <span className="sr-only">Comparison</span>
            </th>
            <th scope="col">Admin Requirement</th>
          </tr>
        </thead>
        <tbody>
          {shiftTypes.map((shiftType) => {
            const allowed = form.allowed[shiftType.id] ?? true;
            const want = Number(form.counts[shiftType.id] ?? 0);
            const required = adminSet.disallowed_shift_types.includes(shiftType.id) ? 0 : (adminSet.shift_preferences[shiftType.id] ?? 0);
            const arrow = adminSet.is_active ? ARROW[compare(want, required)] : null;
            const error = errors[`count-${shiftType.id}`];
            return (
              <tr key={shiftType.id} className={allowed ? '' : 'row-disallowed'}>
                <td data-label="Shift Type">
                  <strong>{shiftType.name}</strong>
                  <span className="muted">
                    {' '}
                    {shiftType.start_time} · {shiftType.duration_hours} h
                  </span>
                </td>
                <td data-label="Can Work">
                  <input
                    type="checkbox"
                    aria-label={`I can work ${shiftType.name}`}
                    checked={allowed}
                    onChange={(event) => onChange(setAllowed(form, shiftType.id, event.target.checked))}
                  />
                </td>
                <td data-label="I Want">
                  <input
                    className="count-input"
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={`${shiftType.name} shifts I want per month`}
                    aria-invalid={error ? true : undefined}
                    disabled={!allowed}
                    value={form.counts[shiftType.id] ?? '0'}
                    onChange={(event) => onChange({ ...form, counts: { ...form.counts, [shiftType.id]: digitsOnly(event.target.value) } })}
                  />
                  {error && <p className="field-error">{error}</p>}
                </td>
                <td data-label="Comparison">
                  {arrow && allowed && (
                    <span className={`compare compare-${compare(want, required)}`} title={arrow.text}>
                      <span aria-hidden="true">{arrow.symbol}</span>
                      <span className="sr-only">{arrow.text}</span>
                    </span>
                  )}
                  {!allowed &&
                    (adminSet.is_active && !adminSet.disallowed_shift_types.includes(shiftType.id) ? (
                      // The Admin Requirement binds: it overrules this "cannot", never silently (docs/scheduling-rules.md).
                      <span className="compare-overruled">
                        Not available. The admin requirement keeps it open: only where a shift would otherwise be short.
                      </span>
                    ) : (
                      <span className="muted">Not available</span>
                    ))}
                </td>
                <td data-label="Admin Requirement">
                  <AdminRequirement adminSet={adminSet} shiftTypeId={shiftType.id} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
