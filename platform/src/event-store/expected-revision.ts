import { WrongExpectedRevisionError, type ExpectedRevision } from './port.ts';

/**
 * The optimistic-concurrency check of the embedded adapters. `current` is the stream's last
 * revision, or null when the stream does not exist.
 */
export function checkExpectedRevision(streamId: string, expected: ExpectedRevision, current: bigint | null): void {
  const holds =
    expected === 'any' ||
    (expected === 'no_stream' && current === null) ||
    (expected === 'exists' && current !== null) ||
    expected === current;
  if (!holds) throw new WrongExpectedRevisionError(streamId, expected, current ?? 'no_stream');
}
