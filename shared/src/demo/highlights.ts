/**
 * The demo 集锦 (highlights) of 2026年浙江省田径锦标赛 (org_multi), written by the server seed (db/seed-highlights.ts)
 * and by the mock (handlers/highlights.ts) alike: two results of its 男子100米, in this order. The winner's 10.28 waits
 * as a record proposal; once the platform admin ratifies it in highestList, the record badge appears on its item.
 */
import { DEMO_RESULT_EVENT, DEMO_SPRINTERS } from './records.ts';

export const DEMO_HIGHLIGHTS = {
  competition: DEMO_RESULT_EVENT.competition,
  item: DEMO_RESULT_EVENT.item,
  results: [
    { entrant: DEMO_SPRINTERS[0]![0], caption: '男子100米决赛冠军，10.28 超过最高纪录' },
    { entrant: DEMO_SPRINTERS[1]![0], caption: '纪录保持者跑出 10.36 获得亚军' },
  ],
} as const;
