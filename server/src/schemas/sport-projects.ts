/** Response schema of GET /institution/project (运动项目). */
export const SportProjects = {
  $id: 'SportProjects',
  title: '运动项目',
  type: 'object',
  required: ['list'],
  properties: { list: { type: 'array', items: { type: 'string' }, description: '运动项目名称（赛事的 sport 取其一）' } },
  additionalProperties: false,
} as const;
