import type { StatusMap } from 'shared';
import type { RecordStatus, ResultStatus, ScoreRule, Tiebreaker } from '../api/types';

/** Chinese names of the score rule's closed lists (GLOSSARY: 计分规则 score rule). */
export const MODEL_LABEL: Record<ScoreRule['model'], string> = { goals: '比分', sets: '局分', timed: '计时', measured: '计量' };
export const DIRECTION_LABEL: Record<ScoreRule['direction'], string> = { lower: '越小越好', higher: '越大越好' };
export const TIEBREAKER_LABEL: Record<Tiebreaker, string> = {
  points: '积分',
  head_to_head: '相互战绩',
  difference: '净胜分',
  scored: '进球/得分',
  wins: '胜场',
  fair_play: '公平竞赛',
  lots: '抽签',
};
export const ALL_TIEBREAKERS = Object.keys(TIEBREAKER_LABEL) as Tiebreaker[];

export const isMeasured = (model: string) => model === 'timed' || model === 'measured';

export const RESULT_STATUS: StatusMap<ResultStatus> = {
  ok: { text: '有效', color: 'green' },
  DNF: { text: '未完成', color: 'orange' },
  DNS: { text: '未出发', color: 'default' },
  DQ: { text: '取消资格', color: 'red' },
};

export const RECORD_STATUS: StatusMap<RecordStatus> = {
  pending: { text: '待确认', color: 'gold' },
  ratified: { text: '已确认', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  superseded: { text: '已被打破', color: 'default' },
};


export const EXPORT_STATUS: StatusMap<'queued' | 'running' | 'done' | 'failed'> = {
  queued: { text: '排队中', color: 'default' },
  running: { text: '生成中', color: 'processing' },
  done: { text: '已完成', color: 'green' },
  failed: { text: '失败', color: 'red' },
};

export const GENDER_LABEL: Record<number, string> = { 0: '不限', 1: '男子', 2: '女子' };

/** A result value with the item's precision ('-' when none). */
export const formatValue = (value: number | null | undefined, precision: number) => (value === null || value === undefined ? '-' : value.toFixed(precision));
