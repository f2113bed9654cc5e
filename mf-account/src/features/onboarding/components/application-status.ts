import type { StatusMap } from 'shared';
import { APPLICATION_STATUS_TEXT } from 'shared/rules';
import type { ApplicationStatus } from '../api/onboarding';

/** The statuses as the applicant reads them on 查询进度 (shared/rules APPLICATION_STATUS_TEXT). */
export const APPLICATION_STATUS: StatusMap<ApplicationStatus> = {
  pending: { text: APPLICATION_STATUS_TEXT.pending!, color: 'gold' },
  approved: { text: APPLICATION_STATUS_TEXT.approved!, color: 'green' },
  rejected: { text: APPLICATION_STATUS_TEXT.rejected!, color: 'red' },
};
