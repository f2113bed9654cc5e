/** Response schema of the public series page (GET /official/competition_series/info). */
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
