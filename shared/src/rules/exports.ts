/**
 * Export tasks (下载任务): the names of the kinds of export, the file name of a task and the Chinese refusals,
 * stated once for the server (routes/competition/exports.ts, services/exports) and the results mock.
 */
export const EXPORT_KIND_LABEL = {
  sign_ups: '报名名单',
  schedule: '赛程',
  results: '成绩',
  rankings: '排名',
  account_flows: '资金流水',
  venue_bookings: '预订记录',
  operation_records: '操作记录',
  registrations: '注册名单',
  certificates: '证书',
} as const;

export type ExportKindName = keyof typeof EXPORT_KIND_LABEL;

/** The exports of a competition (下载任务 of downList); 资金流水 is exported from the 资金流水 page. */
export const COMPETITION_EXPORT_KINDS = ['sign_ups', 'schedule', 'results', 'rankings'] as const satisfies readonly ExportKindName[];

export const EXPORT_MSG = {
  itemNotInCompetition: '项目不属于该赛事',
  failed: '文件生成失败，请重新导出',
  notReady: '文件尚未生成',
} as const;

/** `赛事-项目-报名名单.xlsx`, without the item when the export is of the whole competition (`itemName` ''). */
export const exportFileName = (competitionName: string, itemName: string, kind: ExportKindName) =>
  `${competitionName}-${itemName ? `${itemName}-` : ''}${EXPORT_KIND_LABEL[kind]}.xlsx`;

/** `机构-可提现余额-资金流水.xlsx`: the 资金流水 of one account of an institution (export kind account_flows). */
export const accountFlowsFileName = (institutionName: string, accountLabel: string) => `${institutionName}-${accountLabel}-${EXPORT_KIND_LABEL.account_flows}.xlsx`;

/** A task's file can be downloaded once it is done: the refusal for a failed or unfinished task, else null. */
export const exportFileRefusal = (status: string): string | null => (status === 'done' ? null : status === 'failed' ? EXPORT_MSG.failed : EXPORT_MSG.notReady);

/** `机构-操作记录-2026-11-01至2026-11-29.xlsx` (the range when the export has one; export kind operation_records). */
export const operationRecordsFileName = (owner: string, from?: string, to?: string) =>
  `${owner}-${EXPORT_KIND_LABEL.operation_records}${from || to ? `-${from ?? ''}至${to ?? ''}` : ''}.xlsx`;

/** `浙江省田径协会-运动员注册名单.xlsx` (the kind's text when the export is of one kind; export kind registrations). */
export const registrationsFileName = (owner: string, kindText = '') => `${owner}-${kindText}${EXPORT_KIND_LABEL.registrations}.xlsx`;
