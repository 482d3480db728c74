import { cutText, fillsText, shortfallText, type Explanation } from './quality-texts.ts';

/** The changes a re-solve found: those that fill the shift, or else why none is listed. */
function Changes({ x }: { x: Explanation }) {
  const filling = x.suggestions.filter((s) => s.covers >= x.shortfall);
  const partial = x.suggestions.filter((s) => s.covers < x.shortfall);
  return (
    <>
      {filling.length > 0 ? (
        <p>
          Smallest change{filling.length > 1 ? 's' : ''} that fill{filling.length > 1 ? '' : 's'} it:{' '}
          {filling.map((s, i) => (
            <span key={s.text}>
              {i > 0 && '; or '}
              <em>{s.text}</em>
              {fillsText(s.fills, x.dates.length)}
            </span>
          ))}
        </p>
      ) : (
        <p>{x.complete ? 'No single change fills it.' : 'No change found within the time given to the explanations.'}</p>
      )}
      {partial.length > 0 && (
        <p>
          Would cover part of it:{' '}
          {partial.map((s, i) => (
            <span key={s.text}>
              {i > 0 && '; '}
              <em>{s.text}</em> ({s.covers} of {x.shortfall} missing)
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/**
 * Why each understaffed shift (or each shift short of a skill) is short, and the smallest changes a
 * re-solve found to fill it.
 */
export function Explanations({
  explanations,
  shiftName,
  asGenerated,
  heading = 'Why shifts are short',
}: {
  explanations: { total: number; items: Explanation[] };
  shiftName: (id: string) => string;
  /** The draft moved since the generation these were re-solved for. */
  asGenerated: boolean;
  heading?: string;
}) {
  if (explanations.total === 0) return null;
  return (
    <>
      <h3>
        {heading}
        {asGenerated && ' (as generated)'}
      </h3>
      <ul className="quality-explanations" aria-label={heading}>
        {explanations.items.map((x) => (
          <li key={`${x.shift_type_id}:${'skill_id' in x ? x.skill_id : ''}:${x.dates[0]}`}>
            <p>
              <strong>{shiftName(x.shift_type_id)}</strong>: {shortfallText(x)}
            </p>
            {x.reasons.length > 0 && (
              <ul className="quality-reasons">
                {x.reasons.map((r) => (
                  <li key={r.code}>{r.message}</li>
                ))}
              </ul>
            )}
            <Changes x={x} />
          </li>
        ))}
      </ul>
      {cutText(explanations) && <p className="field-hint">{cutText(explanations)}</p>}
    </>
  );
}
