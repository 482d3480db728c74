import { memo } from 'react';
import { COVERAGE_TEXT, type CalendarShift } from './calendar-data.ts';
import { bandColours } from './time-bands.ts';

const COVERAGE_ICON = { 'fully-staffed': '✓', 'partially-staffed': '◐', understaffed: '!' } as const;

interface ShiftChipProps {
  shift: CalendarShift;
  /** Details: who works it (by position) and, for a short shift, why. */
  expanded: boolean;
  /** The personal view: start–end time, and the position number of `memberId` when given. */
  personal: boolean;
  memberId?: string | null | undefined;
  /** Makes the shift editable: a button on the chip opens the editor. */
  onSelect?: (() => void) | undefined;
  /** The button's words instead of the edit pen ('Give away / Swap'). */
  selectLabel?: string | undefined;
}

function positionText(shift: CalendarShift, memberId: string): string | null {
  const own = shift.assigned_employees.find((employee) => employee.id === memberId);
  if (!own) return null;
  const label = shift.position_labels[String(own.position)];
  return label ? `Position ${own.position} (${label})` : `Position ${own.position}`;
}

/** '1. Berg (Lead)', one per line, by position. */
function peopleText(shift: CalendarShift): string {
  return shift.assigned_employees
    .map((employee) => {
      const label = shift.position_labels[String(employee.position)];
      // The admins' draft marks who is new since the published version.
      const overridden = employee.violations?.length ? ` (rules overridden: ${employee.override_reason ?? ''})` : '';
      const late = employee.short_notice ? ' (short notice)' : '';
      return `${employee.position}. ${employee.name}${label ? ` (${label})` : ''}${employee.change === 'added' ? ' (new)' : ''}${overridden}${late}`;
    })
    .join('\n');
}

/** Roughly how many lines the details take: the intrinsic size of their skipped layout. */
function detailLines(shift: CalendarShift): number {
  return (
    shift.assigned_employees.length +
    (shift.removed_employees ? 1 : 0) +
    (shift.status === 'fully-staffed' ? 0 : 1 + (shift.reasons?.length ?? 0))
  );
}

/** 'Short of Registered nurse' (and of every other skill minimum it was generated short of); null when none. */
export function skillShortText(shift: CalendarShift): string | null {
  const short = shift.skill_shortfalls ?? [];
  return short.length ? `Short of ${short.map((skill) => skill.skill_name).join(', ')}` : null;
}
/** Someone (in the personal view: the member) was put on it at short notice. */
const shortNotice = (shift: CalendarShift, memberId: string | null | undefined) =>
  shift.assigned_employees.some((employee) => employee.short_notice && (!memberId || employee.id === memberId));

/** Whether the draft differs from the published version on this shift. */
const changed = (shift: CalendarShift) =>
  Boolean(shift.removed_employees?.length) || shift.assigned_employees.some((employee) => employee.change === 'added');

/** A shift in a day cell: coloured by its time-of-day band, marked by its coverage. */
export const ShiftChip = memo(function ShiftChip({ shift, expanded, personal, memberId, onSelect, selectLabel }: ShiftChipProps) {
  const colours = bandColours(shift.start_time);
  const coverage = COVERAGE_TEXT[shift.status];
  const staffed = `${shift.assigned_employees.length}/${shift.required_count}`;
  const position = personal && memberId ? positionText(shift, memberId) : null;
  const skillShort = personal ? null : skillShortText(shift);
  return (
    <li
      className={`shift-chip coverage-${shift.status}${changed(shift) ? ' shift-chip-changed' : ''}${skillShort ? ' shift-chip-skill-short' : ''}`}
      style={{ background: colours.background, borderColor: colours.border }}
      data-band={colours.band}
      title={`${shift.shift_type_name} ${shift.start_time}–${shift.end_time}: ${coverage} (${staffed})${skillShort ? `. ${skillShort}` : ''}`}
    >
      <span className="shift-chip-line">
        <span className="shift-chip-status" aria-hidden="true">
          {COVERAGE_ICON[shift.status]}
        </span>
        <span className="shift-chip-name">{shift.shift_type_name}</span>
        {!personal && <span className="shift-chip-count">{staffed}</span>}
        <span className="sr-only">, {coverage}</span>
        {changed(shift) && <span className="shift-chip-change">changed</span>}
        {shortNotice(shift, personal ? memberId : null) && (
          <span className="shift-chip-short-notice" title="Changed at short notice">
            short notice
          </span>
        )}
        {onSelect && !selectLabel && (
          <button type="button" className="shift-chip-edit" onClick={onSelect} aria-label={`Edit ${shift.shift_type_name} on this day`}>
            ✎
          </button>
        )}
      </span>
      {skillShort && <span className="shift-chip-skill">{skillShort}</span>}
      {onSelect && selectLabel && (
        <button
          type="button"
          className="shift-chip-action"
          onClick={onSelect}
          aria-label={`${selectLabel}: ${shift.shift_type_name} on this day`}
        >
          {selectLabel}
        </button>
      )}
      {personal && (
        <span className="shift-chip-detail">
          {shift.start_time}–{shift.end_time}
          {position && <> · {position}</>}
        </span>
      )}
      {expanded && (
        // Off-screen details skip layout until scrolled to (a month of 200 people is thousands of names).
        <span className="shift-chip-details" style={{ containIntrinsicSize: `auto ${detailLines(shift) * 1.3}em` }}>
          {shift.assigned_employees.length > 0 && (
            // One text node for everyone on the shift: a busy month has thousands of names.
            <span className="shift-chip-people">
              <span className="sr-only">Assigned: </span>
              {peopleText(shift)}
            </span>
          )}
          {shift.removed_employees && shift.removed_employees.length > 0 && (
            <span className="shift-chip-removed">Removed: {shift.removed_employees.map((employee) => employee.name).join(', ')}</span>
          )}
          {shift.status !== 'fully-staffed' && (
            <span className="shift-chip-short">
              {coverage}: {staffed}
              {shift.reasons && shift.reasons.length > 0 && (
                <ul className="shift-chip-reasons" aria-label="Reasons">
                  {shift.reasons.map((reason, index) => (
                    <li key={index}>{reason.message}</li>
                  ))}
                </ul>
              )}
            </span>
          )}
        </span>
      )}
    </li>
  );
});
