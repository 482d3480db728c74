import type { ProjectionRebuild } from '@rostra/contracts';

const number = new Intl.NumberFormat('en-US');

/** A rebuild's live line: which projection, events done / total with a bar, events/s and ETA. */
export function RebuildProgress({ rebuild }: { rebuild: ProjectionRebuild }) {
  const percent = rebuild.total > 0 ? Math.min(100, Math.round((rebuild.events / rebuild.total) * 100)) : 0;
  return (
    <div role="status" className="rebuild-progress">
      <p>
        {`Rebuilding ${rebuild.current ?? rebuild.projection}: ${number.format(rebuild.events)} / ${number.format(rebuild.total)} events (${percent}%)`}
        {` · ${number.format(Math.round(rebuild.events_per_second))} events/s`}
        {rebuild.eta_seconds !== null && ` · ETA ${Math.ceil(rebuild.eta_seconds)} s`}
      </p>
      <progress max={rebuild.total || 1} value={rebuild.events} aria-label={`Rebuild of ${rebuild.current ?? rebuild.projection}`} />
      {rebuild.done.length > 0 && <p className="field-hint">{`Done: ${rebuild.done.join(', ')}`}</p>}
    </div>
  );
}
