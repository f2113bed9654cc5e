import type { StatusMap } from 'shared';
import { REGISTRATION_STATUS_TEXT } from 'shared/rules';
import type { RegistrationStatus } from '../api/registrations';

export const REGISTRATION_STATUS: StatusMap<RegistrationStatus> = {
  pending: { text: REGISTRATION_STATUS_TEXT.pending, color: 'gold' },
  approved: { text: REGISTRATION_STATUS_TEXT.approved, color: 'green' },
  rejected: { text: REGISTRATION_STATUS_TEXT.rejected, color: 'red' },
};

export const WINDOW_STATE_COLOR: Record<string, string> = { open: 'green', not_started: 'blue', ended: 'default' };
