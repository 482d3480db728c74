import { upcast } from '@rostra/contracts';
import type { RecordedEvent } from './port.ts';

/**
 * A recorded event as its type's current version (contracts/src/events/upcasting.ts). Every
 * adapter decodes through here, in readStream, readAll and subscriptions alike, so no reader ever
 * sees an old payload, whichever store holds the log.
 */
export function asCurrentVersion(event: RecordedEvent): RecordedEvent {
  const { version, data } = upcast(event.type, event.version, event.data);
  return version === event.version ? event : { ...event, version, data };
}
