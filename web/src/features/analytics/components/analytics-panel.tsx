import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { monthOfDate, todayIn } from '@/components/calendar/month.ts';
import { LocationPicker, useLocationFilter } from '@/components/location/location-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState, Loaded, Spinner } from '@/components/ui/states.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import { FairnessTable } from './fairness-table.tsx';
import { dateRange, readPeriod, writePeriod } from './period.ts';
import { PeriodPicker } from './period-picker.tsx';
import { StatsTable } from './stats-table.tsx';
import './analytics.css';

const AnalyticsCharts = lazy(() => import('./analytics-charts.tsx'));

/**
 * Analytics (docs/product/screens-and-routes.md#org-schedule): the period in the URL, the charts, then the table with
 * position stats on demand; last, the fairness ledger over the window ending with the period.
 */
export function AnalyticsPanel({ organizationId, timeZone }: { organizationId: string; timeZone?: string | null | undefined }) {
  const [params, setParams] = useSearchParams();
  const today = monthOfDate(todayIn(timeZone));
  const period = readPeriod(params, today);
  const [locationId] = useLocationFilter();
  const report = useAnalytics(organizationId, dateRange(period), locationId);
  const [showPositions, setShowPositions] = useState(false);
  const employees = report.data?.employees ?? [];

  return (
    <section aria-label="Scheduling analytics">
      <PeriodPicker
        period={period}
        today={today}
        onChange={(next) => setParams((previous) => writePeriod(previous, next), { replace: true })}
      />
      <LocationPicker organizationId={organizationId} />
      <Loaded query={report} loading="Loading report…" failure="Unable to load report data. Please try again later." retryLabel="Try Again">
        {() =>
          employees.length === 0 ? (
            <EmptyState>No employee data available for this period.</EmptyState>
          ) : (
            <>
              {/* The charts first: the table has a row per employee and shift type and runs long. */}
              <Suspense fallback={<Spinner label="Loading charts…" />}>
                <AnalyticsCharts employees={employees} />
              </Suspense>
              <div className="toolbar">
                <Button size="sm" aria-pressed={showPositions} onClick={() => setShowPositions((value) => !value)}>
                  {showPositions ? 'Hide Position Stats' : 'Show Position Stats'}
                </Button>
              </div>
              <StatsTable employees={employees} showPositions={showPositions} />
              <p className="muted">
                Counts the schedules as they stand in Org Schedule, with your edits and applied repairs, published or not.
              </p>
            </>
          )
        }
      </Loaded>
      <FairnessTable organizationId={organizationId} month={{ year: period.endYear, month: period.endMonth }} locationId={locationId} />
    </section>
  );
}
