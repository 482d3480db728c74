import { z } from 'zod';
import type { ActiveSession, Profile } from '../accounts/api.ts';
import type { AbsenceAnswer } from '../absences/api.ts';
import type { PreferenceHistoryEntry, PreferenceRecord } from '../preferences/api.ts';
import type { NotificationAnswer, NotificationSettingsAnswer } from '../notifications/types.ts';
import type { TradeFields } from '../trades/api.ts';
import type { VacationRequest } from '../vacation/api.ts';

// GET /me/export (docs/api/personal-data-export.md): everything Rostra holds about the signed-in
// person (GDPR art. 15 and 20), field by field as documented there.

/** `?download=1`: answered as a file to save (Content-Disposition: attachment). */
export const personalDataExportQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** One change of the person's membership, from the organization's log. */
export interface MembershipChange {
  at: string;
  change: 'joined' | 'roles_changed' | 'removed';
  is_admin: boolean;
  is_employee: boolean;
}

/** A shift the person was scheduled for in a published month. */
export interface ExportedShift {
  date: string;
  shift_type_id: string;
  shift_type_name: string;
  start_time: string;
  duration_hours: number;
  /** Why it no longer counts (an approved vacation, an absence, a removal), or null. */
  absent: 'vacation' | 'absence' | 'removed' | null;
}

export interface ExportedAbsence extends Omit<AbsenceAnswer, 'member_id'> {
  recorded_at: string;
}

/** What one organization holds about the person, as one of its members. */
export interface ExportedMembership {
  organization_id: string;
  organization_name: string | null;
  member_id: string;
  /** The roles now: both false once the person left. */
  is_admin: boolean;
  is_employee: boolean;
  /** When the person was removed from the organization, or null while they are a member. */
  left_at: string | null;
  role_history: MembershipChange[];
  preferences: { employee_requested: PreferenceRecord; admin_set: PreferenceRecord; allow_admin_edits: boolean } | null;
  preference_history: PreferenceHistoryEntry[];
  vacation_requests: VacationRequest[];
  absences: ExportedAbsence[];
  shifts: ExportedShift[];
  trades: TradeFields[];
}

export interface ExportedSession extends Omit<ActiveSession, 'current'> {
  expires_at: string;
  revoked: boolean;
}

export interface PersonalDataExport {
  exported_at: string;
  profile: Profile;
  organizations: ExportedMembership[];
  /** Every notification addressed to the person in the app, newest first. */
  notifications: NotificationAnswer[];
  /** Which notifications also come by e-mail. */
  notification_settings: NotificationSettingsAnswer['email'];
  sessions: ExportedSession[];
}

/** The name of the downloaded file: the day of the export (UTC). */
export const personalDataFileName = (exportedAt: string) => `rostra-data-${exportedAt.slice(0, 10)}.json`;
