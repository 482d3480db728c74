import { scheduleStream, type TradeContext, type TradeOffered } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';
import { foldedAsOf } from '../shared/as-of.ts';
import {
  evolveShiftTypes,
  initialShiftTypesState,
  shiftTypesStream,
  type ShiftTypesState,
  type ShiftTypesStreamEvent,
} from '../shift-types/facts.ts';

type Events = Pick<EventStore, 'readStream'>;

/** The trade as its month's stream knew it at `position`: its offer, and who accepted it. */
export async function tradeAsOf(
  events: Events,
  ref: { organizationId: string; year: number; month: number; tradeId: string },
  position: bigint,
): Promise<TradeContext | null> {
  const recorded = (await events.readStream(scheduleStream(ref.organizationId, ref.year, ref.month))).filter(
    (event) => event.position <= position && (event.data as { tradeId?: string }).tradeId === ref.tradeId,
  );
  const offer = recorded.find((event) => event.type === 'TradeOffered')?.data as TradeOffered['data'] | undefined;
  if (!offer) return null;
  const accepted = recorded.find((event) => event.type === 'TradeAccepted')?.data as { memberId: string } | undefined;
  return { offer, acceptedBy: accepted?.memberId ?? null };
}

/** The organization's shift types by id, named as they were at `position`. */
export async function shiftTypeNamesAsOf(events: Events, organizationId: string, position: bigint): Promise<Map<string, string>> {
  const state = await foldedAsOf<ShiftTypesState, ShiftTypesStreamEvent>(
    events,
    shiftTypesStream(organizationId),
    { initialState: initialShiftTypesState, evolve: evolveShiftTypes },
    position,
  );
  return new Map(Object.entries(state.shiftTypes).map(([id, shiftType]) => [id, shiftType.name]));
}
