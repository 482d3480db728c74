import {
  organizationFieldsOf,
  organizationSettingsOf,
  settingsOf,
  type OrganizationEvent,
  type OrganizationHoliday,
  type OrganizationProfile,
  type OrganizationSettings,
  type SchedulingConfig,
} from '@rostra/contracts';

export interface OrganizationState {
  status: 'none' | 'active' | 'deleted';
  organizationId: string | null;
  /** The token it was created with: a repeated creation with it is a resumption, not a conflict. */
  creationTokenId: string | null;
  profile: OrganizationProfile | null;
  is_active: boolean;
  createdAt: string | null;
  settings: OrganizationSettings;
  schedulingConfig: SchedulingConfig | null;
  /** The organization's own holidays (its region's come from the holiday library). */
  holidays: OrganizationHoliday[];
}

export const initialOrganizationState: OrganizationState = {
  status: 'none',
  organizationId: null,
  creationTokenId: null,
  profile: null,
  is_active: true,
  createdAt: null,
  settings: organizationSettingsOf(undefined),
  schedulingConfig: null,
  holidays: [],
};

export const organizationStream = (organizationId: string) => `organization-${organizationId}`;

export function evolveOrganization(state: OrganizationState, event: OrganizationEvent): OrganizationState {
  switch (event.type) {
    case 'OrganizationCreated': {
      const { organizationId, creationTokenId, createdBy: _createdBy, createdAt, isActive, settings, ...profile } = event.data;
      return {
        ...state,
        status: 'active',
        organizationId,
        creationTokenId,
        profile: organizationFieldsOf(profile),
        is_active: isActive,
        createdAt,
        settings: organizationSettingsOf(settingsOf(settings)),
      };
    }
    case 'OrganizationProfileUpdated': {
      const { is_active, ...profile } = organizationFieldsOf(event.data.changes);
      return { ...state, profile: { ...state.profile!, ...profile }, is_active: is_active ?? state.is_active };
    }
    case 'OrganizationSettingsChanged': {
      const { organizationId: _organizationId, ...changes } = event.data;
      return { ...state, settings: { ...state.settings, ...settingsOf(changes) } };
    }
    case 'SchedulingConfigSet':
      return { ...state, schedulingConfig: { scheduling_period: event.data.schedulingPeriod } };
    case 'OrganizationHolidayAdded': {
      const { holidayId, date, name } = event.data;
      return { ...state, holidays: [...state.holidays, { id: holidayId, date, name }] };
    }
    case 'OrganizationHolidayRemoved':
      return { ...state, holidays: state.holidays.filter((holiday) => holiday.id !== event.data.holidayId) };
    case 'OrganizationDeleted':
      return { ...state, status: 'deleted' };
  }
}
