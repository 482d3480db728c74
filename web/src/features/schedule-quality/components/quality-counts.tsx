import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { Badge } from '@/components/ui/card.tsx';

/** The report's counts (understaffed, overstaffed, rule violations, short of a skill) and the broken rules by name. */
export function QualityCounts({ report }: { report: ScheduleQualityAnswer }) {
  const violations = Object.values(report.violations).reduce((sum, n) => sum + n, 0);
  return (
    <>
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
    </>
  );
}
