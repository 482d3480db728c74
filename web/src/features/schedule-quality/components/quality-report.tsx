import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { Explanations } from './explanations.tsx';
import { Overruled } from './overruled.tsx';
import { Overstaffed } from './overstaffed.tsx';
import { QualityCounts } from './quality-counts.tsx';
import { draftMovedText } from './quality-texts.ts';
import { SkillShortfalls } from './skill-shortfalls.tsx';
import { TargetVsAssigned } from './target-vs-assigned.tsx';

/** One month's quality report; `generatedAt` is the calendar's, newer than the report's while the report is being prepared. */
export function QualityReport({ report, generatedAt }: { report: ScheduleQualityAnswer; generatedAt: string | null | undefined }) {
  const shiftNames = new Map(report.shift_types.map((s) => [s.id, s.name]));
  const shiftName = (id: string) => shiftNames.get(id) ?? id;
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
      <QualityCounts report={report} />
      <SkillShortfalls shortfalls={report.skill_shortfalls} shiftName={shiftName} />
      <Overruled overruled={report.overruled} shiftName={shiftName} />
      <Explanations explanations={report.explanations} shiftName={shiftName} asGenerated={report.explanations_as_generated} />
      <Explanations
        explanations={report.skill_explanations}
        shiftName={shiftName}
        asGenerated={report.explanations_as_generated}
        heading="Why shifts are short of a skill"
      />
      <Overstaffed overstaffed={report.overstaffed} shiftName={shiftName} />
      <TargetVsAssigned employees={report.employees} nights={report.night_shift_type_ids.map(shiftName)} />
    </>
  );
}
