/** Response schemas of the public series pages (GET /official/competition_series/info and /list). */
export const OfficialSeriesDetail = {
  $id: 'OfficialSeriesDetail',
  title: '官网赛事系列（仅含已审核通过的赛事）',
  type: 'object',
  required: ['id', 'name', 'c_type', 'description', 'institution_name', 'competitions'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    c_type: { type: 'integer', enum: [1, 2] },
    description: { type: 'string' },
    institution_name: { type: 'string' },
    competitions: { type: 'array', items: { $ref: 'OfficialCompetition#' } },
  },
  additionalProperties: false,
};

export const OfficialSeries = {
  $id: 'OfficialSeries',
  title: '官网赛事系列（列表项；只统计已审核通过的赛事）',
  type: 'object',
  required: ['id', 'name', 'c_type', 'description', 'institution_name', 'competition_count', 'start_at', 'end_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    c_type: { type: 'integer', enum: [1, 2] },
    description: { type: 'string' },
    institution_name: { type: 'string' },
    competition_count: { type: 'integer' },
    start_at: { type: 'string', format: 'date-time', description: '最早一场已发布赛事的开始时间' },
    end_at: { type: 'string', format: 'date-time', description: '最晚一场已发布赛事的结束时间' },
  },
  additionalProperties: false,
};

export const OfficialSeriesList = {
  $id: 'OfficialSeriesList',
  title: '官网赛事系列列表',
  type: 'object',
  required: ['list', 'total'],
  properties: { list: { type: 'array', items: { $ref: 'OfficialSeries#' } }, total: { type: 'integer' } },
  additionalProperties: false,
};

/** Registered through allSchemas (components.ts). */
export const officialSeriesSchemas = [OfficialSeriesDetail, OfficialSeries, OfficialSeriesList];
