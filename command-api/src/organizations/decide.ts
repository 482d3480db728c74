import {
  organizationData,
  ORGANIZATION_TEXT,
  settingsData,
  TEXT,
  todayIn,
  type OrganizationEvent,
  type OrganizationProfile,
  type OrganizationSettings,
  type OrganizationSettingsBody,
} from '@rostra/contracts';
import { badRequest, conflict, isHolidayRegion, notFound, type Decider } from '@rostra/platform';
import { evolveOrganization, initialOrganizationState, type OrganizationState } from '../shared/organization.ts';

export type ProfileChanges = Partial<OrganizationProfile & { is_active: boolean }>;

export type OrganizationCommand =
  | { type: 'Create'; organizationId: string; creationTokenId: string; createdBy: string; profile: OrganizationProfile; now: string }
  | { type: 'UpdateProfile'; changes: ProfileChanges; now: string }
  | { type: 'ChangeSettings'; changes: OrganizationSettingsBody }
  | { type: 'SetSchedulingConfig'; schedulingPeriod: 'month'; mode: 'create' | 'update' }
  | { type: 'AddHoliday'; holidayId: string; date: string; name: string }
  | { type: 'RemoveHoliday'; holidayId: string }
  | { type: 'Delete'; confirmName: string };

function existing(state: OrganizationState): { organizationId: string; profile: OrganizationProfile } {
  if (state.status !== 'active') throw notFound(TEXT.organizationNotFound);
  return { organizationId: state.organizationId!, profile: state.profile! };
}

/** docs/product/validation.md: the subscription expiry is not before tomorrow, in the organization's own time zone. */
export function checkExpiry(date: string | null | undefined, zone: string, now: string): void {
  if (date && date <= todayIn(zone, new Date(now))) throw badRequest(`subscription_expiry_date: ${ORGANIZATION_TEXT.expiryNotFuture}`);
}

function update(state: OrganizationState, { changes, now }: Extract<OrganizationCommand, { type: 'UpdateProfile' }>): OrganizationEvent[] {
  const { organizationId, profile } = existing(state);
  const current: Record<string, unknown> = { ...profile, is_active: state.is_active };
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => value !== undefined && value !== current[field]),
  ) as ProfileChanges;
  if (Object.keys(changed).length === 0) return [];
  if (changed.subscription_expiry_date !== undefined || changed.time_zone !== undefined) {
    checkExpiry(changed.subscription_expiry_date ?? profile.subscription_expiry_date, changed.time_zone ?? profile.time_zone, now);
  }
  return [{ type: 'OrganizationProfileUpdated', data: { organizationId, changes: organizationData(changed) } }];
}

export const organizationDecider: Decider<OrganizationCommand, OrganizationState, OrganizationEvent> = {
  initialState: initialOrganizationState,
  evolve: evolveOrganization,
  decide(command, state) {
    switch (command.type) {
      case 'Create': {
        // A retry of an interrupted creation with the same token finds it done (see create.ts).
        if (state.status !== 'none' && state.creationTokenId === command.creationTokenId) return [];
        if (state.status !== 'none') throw conflict('This organization already exists');
        const { organizationId, creationTokenId, createdBy, profile, now } = command;
        checkExpiry(profile.subscription_expiry_date, profile.time_zone, now);
        const settings = { nameDisplayFormat: 'last' } as const;
        return [
          {
            type: 'OrganizationCreated',
            data: {
              organizationId,
              creationTokenId,
              createdBy,
              createdAt: now,
              ...organizationData({ ...profile, is_active: true }),
              settings,
            },
          },
        ];
      }
      case 'UpdateProfile':
        return update(state, command);
      case 'ChangeSettings': {
        const { organizationId } = existing(state);
        const changed = Object.fromEntries(
          Object.entries(command.changes).filter(
            ([field, value]) => value !== undefined && value !== state.settings[field as keyof typeof state.settings],
          ),
        ) as Partial<OrganizationSettings>;
        if (Object.keys(changed).length === 0) return [];
        if (changed.holiday_region && !isHolidayRegion(changed.holiday_region)) {
          throw badRequest(`holiday_region: ${ORGANIZATION_TEXT.unknownHolidayRegion}`);
        }
        return [{ type: 'OrganizationSettingsChanged', data: { organizationId, ...settingsData(changed) } }];
      }
      case 'SetSchedulingConfig': {
        const { organizationId } = existing(state);
        if (command.mode === 'create' && state.schedulingConfig) throw conflict(ORGANIZATION_TEXT.schedulingConfigExists);
        if (command.mode === 'update' && !state.schedulingConfig) throw notFound(ORGANIZATION_TEXT.schedulingConfigMissing);
        if (state.schedulingConfig?.scheduling_period === command.schedulingPeriod) return [];
        return [{ type: 'SchedulingConfigSet', data: { organizationId, schedulingPeriod: command.schedulingPeriod } }];
      }
      case 'AddHoliday': {
        const { organizationId } = existing(state);
        const { holidayId, date, name } = command;
        if (state.holidays.some((holiday) => holiday.id === holidayId)) return [];
        if (state.holidays.some((holiday) => holiday.date === date)) throw conflict(ORGANIZATION_TEXT.holidayDateTaken);
        return [{ type: 'OrganizationHolidayAdded', data: { organizationId, holidayId, date, name } }];
      }
      case 'RemoveHoliday': {
        const { organizationId } = existing(state);
        if (!state.holidays.some((holiday) => holiday.id === command.holidayId)) throw notFound(ORGANIZATION_TEXT.holidayNotFound);
        return [{ type: 'OrganizationHolidayRemoved', data: { organizationId, holidayId: command.holidayId } }];
      }
      case 'Delete': {
        const { organizationId, profile } = existing(state);
        if (command.confirmName.trim().toLowerCase() !== profile.name.toLowerCase()) {
          throw badRequest(`organization_name: ${ORGANIZATION_TEXT.deletionNameMismatch}`);
        }
        return [{ type: 'OrganizationDeleted', data: { organizationId, name: profile.name } }];
      }
    }
  },
};
