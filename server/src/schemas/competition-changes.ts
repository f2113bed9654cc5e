/**
 * Named response schemas of 信息变更 (a change of an approved competition's name, cover and introduction waiting for
 * the platform's review). Registered through `allSchemas` in components.ts; `$id` is the OpenAPI component name.
 */
import { int, str, flag, dateTime, nullableStr, nullableDateTime, obj, listOf } from './json-schema.js';

const changeProps = {
  id: int,
  status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'withdrawn'], description: '待审核、已通过（已在官网更新）、已驳回、已撤回' },
  name: { ...nullableStr, description: '修改后的名称；null 为不修改' },
  cover: { ...nullableStr, description: '修改后的封面；null 为不修改' },
  introduction: { ...nullableStr, description: '修改后的简介（富文本，已清洗）；null 为不修改' },
  reason: { ...str, description: '驳回原因' },
  requested_by_name: str,
  requested_at: dateTime,
  reviewed_at: nullableDateTime,
} as const;

export const CompetitionChange = obj('CompetitionChange', '赛事信息变更（名称、封面、简介，平台审核后在官网生效）；null 为从未修改', changeProps, true);

export const CompetitionChangeItem = obj('CompetitionChangeItem', '信息变更审核列表的一项（含官网当前内容）', {
  ...changeProps,
  competition_id: int,
  competition_name: { ...str, description: '官网当前名称' },
  c_type: { type: 'integer', enum: [1, 2] },
  institution_id: int,
  institution_name: str,
  current: {
    type: 'object',
    description: '官网当前的名称、封面、简介',
    required: ['name', 'cover', 'introduction'],
    properties: { name: str, cover: str, introduction: str },
    additionalProperties: false,
  },
});

export const CompetitionChangeList = listOf('CompetitionChangeList', '信息变更审核列表', CompetitionChangeItem);

export const CompetitionSaved = obj('CompetitionSaved', '赛事已保存', {
  id: int,
  change_pending: { ...flag, description: '1 = 已发布赛事的名称、封面或简介的修改已提交平台审核，审核通过后在官网生效' },
});

export const competitionChangeSchemas = [CompetitionChange, CompetitionChangeItem, CompetitionChangeList, CompetitionSaved];
