import type { StatusMap } from 'shared';
import type { VenueChangeStatus } from '../api/types';

/** 场馆变更申请的状态（labels as the rule's VENUE_CHANGE_STATUS_LABELS）. */
export const VENUE_CHANGE_STATUS: StatusMap<VenueChangeStatus> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  superseded: { text: '已被新申请替代', color: 'default' },
};
