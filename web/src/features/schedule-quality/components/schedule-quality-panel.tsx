import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states.tsx';
import { useCalendarMonth } from '@/components/calendar/use-calendar-month.ts';
import { hasStatus } from '@/lib/errors.ts';
import { organizationCalendarQuery } from '@/lib/organization-calendar-query.ts';
import { useScheduleQuality } from '../api/get-schedule-quality.ts';
import { QualityReport } from './quality-report.tsx';
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
    return <QualityReport report={report} generatedAt={generatedAt} />;
  };

  return (
    <Card title="Schedule quality" className="schedule-quality">
      {body()}
    </Card>
  );
}
