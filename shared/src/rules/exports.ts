/**
 * Export tasks (下载任务): the names of the kinds of export, the file name of a task and the Chinese refusals,
 * stated once for the server (routes/competition/exports.ts, services/exports) and the results mock.
 */
export const EXPORT_KIND_LABEL = {
  sign_ups: '报名名单',
  schedule: '赛程',
  results: '成绩',
  rankings: '排名',
} as const;

export type ExportKindName = keyof typeof EXPORT_KIND_LABEL;

export const EXPORT_MSG = {
  itemNotInCompetition: '项目不属于该赛事',
  failed: '文件生成失败，请重新导出',
  notReady: '文件尚未生成',
} as const;

/** `赛事-项目-报名名单.xlsx`, without the item when the export is of the whole competition (`itemName` ''). */
export const exportFileName = (competitionName: string, itemName: string, kind: ExportKindName) =>
  `${competitionName}-${itemName ? `${itemName}-` : ''}${EXPORT_KIND_LABEL[kind]}.xlsx`;

/** A task's file can be downloaded once it is done: the refusal for a failed or unfinished task, else null. */
export const exportFileRefusal = (status: string): string | null => (status === 'done' ? null : status === 'failed' ? EXPORT_MSG.failed : EXPORT_MSG.notReady);
