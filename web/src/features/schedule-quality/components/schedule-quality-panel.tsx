import { useQuery } from '@tanstack/react-query';
import { Badge, Card } from '@/components/ui/card.tsx';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states.tsx';
import { useCalendarMonth } from '@/components/calendar/use-calendar-month.ts';
import { hasStatus } from '@/lib/errors.ts';
import { organizationCalendarQuery } from '@/lib/organization-calendar-query.ts';
import { useScheduleQuality } from '../api/get-schedule-quality.ts';
import { Explanations } from './explanations.tsx';
import { Overruled } from './overruled.tsx';
import { SkillShortfalls } from './skill-shortfalls.tsx';
import { cutText, draftMovedText, percent, shortDate } from './quality-texts.ts';
import './schedule-quality.css';

/**
 * Schedule quality (admins, under the calendar, for the month on screen): understaffed and
 * overstaffed shift-days, broken rules (overrides included), shift-days short of a skill with why,
 * why each shift short of people or of a skill is short with the smallest changes that fill it, and
 * each employee's target vs assigned with weekend and night shares. Everything but the explanations follows the draft as it stands, as the calendar does.
 */
export function ScheduleQualityPanel({ organizationId, timeZone }: { organizationId: string; timeZone?: string | null }) {
  const { month } = useCalendarMonth(timeZone);
  const calendar = useQuery(organizationCalendarQuery(organizationId, month.year, month.month));
  const generatedAt = calendar.data?.generated_at;
  const quality = useScheduleQuality(organizationId, month.year, month.month, generatedAt);
  const report = quality.data;

  const body = () => {
    if (quality.isPending && !quality.isError) return <Spinner label="Loading the quality report…" />;
    if (quality.isError && hasStatus(quality.error, 404)) {
      return (
        <EmptyState>
          {generatedAt ? 'The quality report is being prepared…' : 'No quality report for this month: generate a schedule first.'}
        </EmptyState>
      );
    }
    if (!report) return <ErrorState text="Unable to load the quality report." onRetry={() => void quality.refetch()} />;
    const violations = Object.values(report.violations).reduce((sum, n) => sum + n, 0);
    const shiftName = new Map(report.shift_types.map((s) => [s.id, s.name]));
    const nights = report.night_shift_type_ids.map((id) => shiftName.get(id) ?? id);
    return (
      <>
        {generatedAt && report.reported_at < generatedAt && (
          <p className="field-hint">The report of the newest schedule is being prepared; this one is of the previous.</p>
        )}
        {report.explanations_as_generated && (
          <p className="field-hint quality-as-generated">
            {draftMovedText(report.edits_since_generation)} Staffing, rule violations and each person's shifts below are of the draft as it
            stands; the explanations of short shifts are of the schedule as generated.
          </p>
        )}
        <ul className="quality-counts" aria-label="Quality summary">
          <li>
            <Badge tone={report.understaffed.total ? 'warning' : 'success'}>{report.understaffed.total}</Badge> understaffed shift-days
          </li>
          <li>
            <Badge tone={report.overstaffed.total ? 'warning' : 'success'}>{report.overstaffed.total}</Badge> overstaffed shift-days
          </li>
          <li>
            <Badge tone={violations ? 'danger' : 'success'}>{violations}</Badge> rule violations
          </li>
          {report.skill_shortfalls.total > 0 && (
            <li>
              <Badge tone="warning">{report.skill_shortfalls.total}</Badge> shift-days short of a skill
            </li>
          )}
        </ul>
        {violations > 0 && (
          <ul className="quality-violations">
            {Object.entries(report.violations).map(([rule, count]) => (
              <li key={rule}>
                {rule.replaceAll('_', ' ')}: {count}
              </li>
            ))}
          </ul>
        )}
        <SkillShortfalls shortfalls={report.skill_shortfalls} shiftName={(id) => shiftName.get(id) ?? id} />
        <Overruled overruled={report.overruled} shiftName={(id) => shiftName.get(id) ?? id} />
        <Explanations
          explanations={report.explanations}
          shiftName={(id) => shiftName.get(id) ?? id}
          asGenerated={report.explanations_as_generated}
        />
        <Explanations
          explanations={report.skill_explanations}
          shiftName={(id) => shiftName.get(id) ?? id}
          asGenerated={report.explanations_as_generated}
          heading="Why shifts are short of a skill"
        />
        {report.overstaffed.total > 0 && (
          <details className="quality-overstaffed">
            <summary>Overstaffed shift-days</summary>
            <ul>
              {report.overstaffed.items.map((row) => (
                <li key={`${row.date}:${row.shift_type_id}`}>
                  {shiftName.get(row.shift_type_id) ?? row.shift_type_id}, {shortDate(row.date)}: {row.assigned} assigned, {row.required}{' '}
                  needed
                </li>
              ))}
            </ul>
            {cutText(report.overstaffed) && <p className="field-hint">{cutText(report.overstaffed)}</p>}
          </details>
        )}
        <h3>Target vs assigned</h3>
        <p className="field-hint">
          Night shifts: {nights.length ? nights.join(', ') : 'none'} (covering 00:00–05:00 or starting at or after 20:00). Shares are of the
          team's weekend and night shifts.
        </p>
        <div className="table-wrap">
          <table className="table stack">
            <caption className="sr-only">Target vs assigned</caption>
            <thead>
              <tr>
                <th scope="col">Employee</th>
                <th scope="col">Target</th>
                <th scope="col">Assigned</th>
                <th scope="col">Weekend shifts</th>
                <th scope="col">Night shifts</th>
              </tr>
            </thead>
            <tbody>
              {report.employees.items.map((row) => (
                <tr key={row.member_id}>
                  <td>{row.name}</td>
                  <td>{row.target ?? '—'}</td>
                  <td>{row.assigned}</td>
                  <td>
                    {row.weekend_shifts} ({percent(row.weekend_share)})
                  </td>
                  <td>
                    {row.night_shifts} ({percent(row.night_share)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {cutText(report.employees) && (
          <p className="field-hint">{cutText(report.employees)} Those furthest from their target come first.</p>
        )}
      </>
    );
  };

  return (
    <Card title="Schedule quality" className="schedule-quality">
      {body()}
    </Card>
  );
}
