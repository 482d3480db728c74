/** Labelled counts as a row of tiles (Total, Active…); a count not known yet shows '—'. */
export function CountTiles({ counts, label }: { counts: [string, number | undefined][]; label?: string }) {
  return (
    <dl className="count-tiles" aria-label={label}>
      {counts.map(([name, count]) => (
        <div key={name} className="count-tile">
          <dt>{name}</dt>
          <dd>{count ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
