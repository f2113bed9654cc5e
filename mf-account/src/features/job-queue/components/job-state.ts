import type { StatusMap } from 'shared';
import type { JobState } from '../api/get-job-list';

/** The states of a job in Chinese (pg-boss: created, retry, active, completed, cancelled, failed). */
export const JOB_STATE: StatusMap<JobState> = {
  created: { text: '排队中', color: 'default' },
  retry: { text: '等待重试', color: 'orange' },
  active: { text: '执行中', color: 'processing' },
  completed: { text: '已完成', color: 'success' },
  cancelled: { text: '已取消', color: 'default' },
  failed: { text: '失败', color: 'error' },
};
