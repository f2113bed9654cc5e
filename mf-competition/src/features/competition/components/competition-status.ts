import type { StatusMap } from 'shared';
import type { CompetitionStatus, CompetitionType } from '../api/types';

export const COMPETITION_STATUS: StatusMap<CompetitionStatus> = {
  draft: { text: '草稿', color: 'default' },
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  withdrawn: { text: '已撤回', color: 'default' },
};

export const COMPETITION_TYPE: StatusMap<CompetitionType> = {
  1: { text: '比赛', color: 'blue' },
  2: { text: '活动', color: 'cyan' },
};

/** 系列报备 status of a series: the statuses of a single filing; a series never filed is 未报备. */
export const SERIES_STATUS: StatusMap<CompetitionStatus> = { ...COMPETITION_STATUS, draft: { text: '未报备', color: 'default' } };
