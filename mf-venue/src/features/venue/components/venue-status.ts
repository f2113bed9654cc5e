import type { StatusMap } from 'shared';
import type { CourtStatus, VenueStatus } from '../api/types';

export const VENUE_STATUS: StatusMap<VenueStatus> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已上线', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  closed: { text: '已关闭', color: 'default' },
};

export const COURT_STATUS: StatusMap<CourtStatus> = {
  open: { text: '开放', color: 'green' },
  maintenance: { text: '维护中', color: 'orange' },
  closed: { text: '停用', color: 'default' },
};
