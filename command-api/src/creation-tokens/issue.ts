import {
  creationTokenIssueInput,
  EVENT_VERSIONS,
  issuedCreationToken,
  type CreationToken,
  type CreationTokenIssueBody,
} from '@rostra/contracts';
import { execute, type CommandContext, type EventStore } from '@rostra/platform';
import { creationTokenDecider } from './decide.ts';
import { creationTokenId, creationTokenStream, newCreationToken } from './streams.ts';

const DAY_MS = 86_400_000;

/** Issues a creation token; the HTTP route and `rostra admin issue-token` both come through here. */
export async function issueCreationToken(
  events: EventStore,
  body: CreationTokenIssueBody,
  /** Who issues it; the time is `now`'s. */
  context: Omit<CommandContext, 'occurredAt'>,
  now: Date,
): Promise<{ token: CreationToken; position: bigint | null }> {
  const token = newCreationToken();
  const tokenId = creationTokenId(token);
  const issuedAt = now.toISOString();
  const data = {
    tokenId,
    token,
    ...creationTokenIssueInput(body),
    issuedAt,
    expiresAt: new Date(now.getTime() + body.expires_in_days * DAY_MS).toISOString(),
  };
  const { position } = await execute(
    events,
    creationTokenStream(tokenId),
    creationTokenDecider,
    { type: 'Issue', ...data },
    { ...context, occurredAt: issuedAt },
    EVENT_VERSIONS,
  );
  return { token: issuedCreationToken(data), position };
}
