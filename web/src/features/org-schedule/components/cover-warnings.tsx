import type { SkillCoverWarning } from '@rostra/contracts';

/** The skill cover the last edit left short ('Night on 2026-12-16 has 0 of the 1 "Registered nurse" it needs'): the edit stands, the admin is told. */
export function CoverWarnings({ warnings }: { warnings: readonly SkillCoverWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="message message-info editor-warnings" role="alert">
      <p>Saved, but short of a skill:</p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.date}:${warning.shift_type_id}:${warning.skill_id}`}>{warning.detail}</li>
        ))}
      </ul>
    </div>
  );
}
