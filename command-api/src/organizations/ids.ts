import { EVENT_VERSIONS } from '@rostra/contracts';
import { toMetadata, type CommandContext, type EventStore } from '@rostra/platform';

/** One event per id handed out; the id is the event's revision + 1, so ids start at 1. */
export const ORGANIZATION_IDS_STREAM = 'organization-ids';

/**
 * Allocates the next numeric organization id from the log. Appending at any revision is atomic in
 * every adapter, so racing allocations get distinct ids without a retry.
 */
export async function allocateOrganizationId(events: EventStore, creationTokenId: string, context: CommandContext): Promise<string> {
  const { nextRevision } = await events.append(
    ORGANIZATION_IDS_STREAM,
    [
      {
        type: 'OrganizationIdAllocated',
        version: EVENT_VERSIONS.OrganizationIdAllocated,
        data: { creationTokenId },
        metadata: toMetadata(context),
      },
    ],
    { expectedRevision: 'any' },
  );
  return String(nextRevision + 1n);
}
