import type { StatusMap } from 'shared';
import { INSTITUTION_STATUS_TEXT, type InstitutionStatus } from 'shared/rules';

/** 正常 / 已停用 (shared/rules INSTITUTION_STATUS_TEXT). */
export const INSTITUTION_STATUS: StatusMap<InstitutionStatus> = {
  approved: { text: INSTITUTION_STATUS_TEXT.approved, color: 'green' },
  disabled: { text: INSTITUTION_STATUS_TEXT.disabled, color: 'red' },
};
