/**
 * The Chinese refusals of the schedule (赛程) and score (比分、积分榜、签表、晋级) routes, and the checks the server
 * (routes/competition/schedule*.ts and scores*.ts, repositories/schedule-*.ts) and the schedule mock both make, stated once.
 */
/** At most this many referees per fixture. */
export const MAX_FIXTURE_REFEREES = 10;

export const SCHEDULE_MSG = {
  itemRequired: '请选择项目',
  groupCountRequired: '请设置小组数量',
  scoreChangeReasonRequired: '修改比分请填写原因',
  phaseMissing: '阶段不存在',
  phaseNameRequired: '阶段名称不能为空',
  sourceNotOtherPhase: '晋级来源阶段必须是本项目的其他阶段',
  sourceIsKnockout: '晋级来源阶段只能是联赛或小组赛',
  /** Deleting a phase that is the qualification source of another one. */
  sourceOfPhase: (name: string) => `阶段「${name}」的晋级来源是本阶段，请先修改该阶段`,
  startedOnlyNameAndDescription: '已有比赛录入成绩，只能修改阶段名称和说明',
  startedNoDelete: '已有比赛录入成绩，不能删除阶段',
  startedNoRegenerate: '已有比赛录入成绩，不能重新生成赛程',
  generating: '赛程正在生成中，请稍后再试',
  qualifyFirst: '请先确定晋级名单（上一阶段结束后执行晋级）',
  byeNoMatchInfo: '轮空无需安排比赛信息',
  refereeInvalid: '裁判无效',
  refereeRepeated: '同一裁判不能重复安排',
  refereeTooMany: `每场比赛最多安排 ${MAX_FIXTURE_REFEREES} 名裁判`,
  refereeNotApproved: '只能安排已审核通过的裁判员',
  courtMissing: '场地不存在',
  courtNotOfVenue: '只能选择本赛事举办场馆的场地',
  knockoutNoStandings: '淘汰赛阶段没有积分榜，请查看签表',
  bracketOnlyKnockout: '只有淘汰赛阶段有签表',
  noQualification: '本阶段没有设置晋级规则',
  sourceMissing: '晋级来源阶段不存在',
  sourceNotFinished: '上一阶段尚未结束',
  qualifyAfterGenerated: '本阶段已生成赛程，不能重新确定晋级名单',
  doubleNoThirdPlace: '双败淘汰赛没有季军赛，第三名由败者组决赛决出',
  doubleTooFew: '双败淘汰赛至少需要 2 名参赛者',
  laterHasResult: '后续对阵已录入结果，无法更改本场胜者，请先撤销后续对阵的结果',
  laterHasResultClear: '后续对阵已录入结果，无法撤销本场结果，请先撤销后续对阵的结果',
} as const;

/** The refusals of Swiss pairing (swiss.ts) for input it cannot pair. */
export const SWISS_MSG = {
  tooFew: '瑞士制每轮至少需要 2 名参赛者',
  duplicate: '参赛者不能重复',
  roundInvalid: '轮次必须是正整数',
  roundPaired: (round: number) => `第 ${round} 轮已有对阵，不能重复编排`,
  gameAfterRound: (round: number) => `对阵记录中有第 ${round} 轮或之后的比赛`,
  byePointsInvalid: '轮空积分不能为负数',
} as const;

/** Referee ids of a fixture: distinct positive integers, at most MAX_FIXTURE_REFEREES. The refusal or null. */
export function refereeIdsProblem(ids: readonly number[]): string | null {
  if (ids.some((id) => !Number.isInteger(id) || id < 1)) return SCHEDULE_MSG.refereeInvalid;
  if (new Set(ids).size !== ids.length) return SCHEDULE_MSG.refereeRepeated;
  if (ids.length > MAX_FIXTURE_REFEREES) return SCHEDULE_MSG.refereeTooMany;
  return null;
}

/**
 * The qualification source of a phase (config.qualification.from_phase_id, loaded by the caller): another phase of
 * the same item (not the phase itself, `selfId`), and a league or groups phase. The refusal (42200) or null.
 */
export function qualificationSourceProblem(
  source: { id: number; eventItemId: number; format: string } | undefined,
  eventItemId: number,
  selfId?: number,
): string | null {
  if (!source || source.eventItemId !== eventItemId || source.id === selfId) return SCHEDULE_MSG.sourceNotOtherPhase;
  if (source.format === 'knockout' || source.format === 'double_elimination' || source.format === 'swiss') return SCHEDULE_MSG.sourceIsKnockout;
  return null;
}

/** Standings (积分榜) are for league and groups phases: the refusal for a (double) knockout phase, else null. */
export const standingsRefusal = (format: string): string | null => (format === 'knockout' || format === 'double_elimination' ? SCHEDULE_MSG.knockoutNoStandings : null);

/** A bracket (签表) is for knockout and double-elimination phases: the refusal for any other phase, else null. */
export const bracketRefusal = (format: string): string | null => (format !== 'knockout' && format !== 'double_elimination' ? SCHEDULE_MSG.bracketOnlyKnockout : null);
