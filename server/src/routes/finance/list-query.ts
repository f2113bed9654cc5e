import { pageQuery } from '../../http/envelope.js';

/** The query of a finance list within the caller's institutions (订单, 提现管理): a page, a status, a keyword, one institution. */
export const scopedListQuery = <S extends readonly string[]>(statuses: S) =>
  ({
    type: 'object',
    properties: {
      ...pageQuery,
      status: { type: 'string', enum: [...statuses] as S[number][] },
      keyword: { type: 'string', maxLength: 50 },
      institution_id: { type: 'integer', minimum: 1 },
    },
  }) as const;
