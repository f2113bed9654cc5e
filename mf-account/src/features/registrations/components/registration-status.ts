import type { StatusMap } from 'shared';
import { REGISTRATION_KIND_TEXT, REGISTRATION_STATUS_TEXT } from 'shared/rules';
import type { RegistrationKind, RegistrationStatus } from '../api/registrations';

export const REGISTRATION_STATUS: StatusMap<RegistrationStatus> = {
  pending: { text: REGISTRATION_STATUS_TEXT.pending, color: 'gold' },
  approved: { text: REGISTRATION_STATUS_TEXT.approved, color: 'green' },
  rejected: { text: REGISTRATION_STATUS_TEXT.rejected, color: 'red' },
};

export const WINDOW_STATE_COLOR: Record<string, string> = { open: 'green', not_started: 'blue', ended: 'default' };

/** The 注册类型 options of the filters and the 注册要求 form (运动员 / 裁判员). */
export const REGISTRATION_KIND_OPTIONS = Object.entries(REGISTRATION_KIND_TEXT).map(([value, label]) => ({ value: value as RegistrationKind, label }));
