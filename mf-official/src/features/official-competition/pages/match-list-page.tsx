import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { MATCH_SWITCH_TITLES } from 'shared/rules';
import { getOfficialCompetitionList } from '../api/get-official-competition-list';
import type { OfficialCompetition } from '../api/types';
import { CompetitionFilters, type CompetitionFilterValues } from '../components/competition-filters';
import { SWITCH_DETAILS_PATH, switchIdOf } from '../components/competition-links';
import { CompetitionList } from '../components/competition-list';
import { Empty, Loading } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { SectionNav } from '../components/section-nav';
import { card, heading } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const PAGE_SIZE = 10;
/** The detail tab each section opens: 赛事直播 → live scores, 成绩查询 → results. */
const DETAIL_TAB: Record<string, string> = { '2': 'live', '3': 'results' };
/** Spec §8: the empty list of activities (type 2) says 暂无赛事详细内容. */
export const ACTIVITY_EMPTY_TEXT = '暂无赛事详细内容';

/**
 * OfficialMatch list (official/match/{switchId}/list, switchId 1 赛事查询, 2 赛事直播, 3 成绩查询): published
 * competitions filtered by type (query `type`), sport and keyword, paginated; each opens the detail in the section.
 */
export function MatchListPage() {
  const switchId = switchIdOf(useLocation().pathname) ?? '1';
  const [params, setParams] = useSearchParams();
  const type = Number(params.get('type')) || undefined;
  const sport = params.get('sport') || undefined;
  const keyword = params.get('keyword') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const [load] = useLoad(
    () => getOfficialCompetitionList({ start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE, c_type: type === 1 || type === 2 ? type : undefined, sport, keyword }),
    [type, sport, keyword, page],
  );

  const apply = (next: CompetitionFilterValues & { page?: number }) => {
    const q = new URLSearchParams();
    if (next.c_type) q.set('type', String(next.c_type));
    if (next.sport) q.set('sport', next.sport);
    if (next.keyword) q.set('keyword', next.keyword);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };
  const tab = DETAIL_TAB[switchId];
  const hrefOf = (c: OfficialCompetition) => `${SWITCH_DETAILS_PATH(switchId, c.id)}${tab ? `?tab=${tab}` : ''}`;
  const title = MATCH_SWITCH_TITLES[Number(switchId)] ?? MATCH_SWITCH_TITLES[1];

  return (
    <div>
      <SectionNav current={switchId} />
      <section aria-label={title} style={card}>
        <h1 style={heading}>{title}</h1>
        {switchId === '2' ? (
          <p style={{ margin: '-4px 0 16px' }}>
            <Link to="/live" style={{ color: '#d46b08' }}>
              观看赛事视频直播与精彩回放 →
            </Link>
          </p>
        ) : null}
        <CompetitionFilters key={`${type}-${sport}-${keyword}`} value={{ c_type: type, sport, keyword }} onSearch={(v) => apply(v)} />
        <div style={{ marginTop: 16 }}>
          {load.state === 'loading' ? (
            <Loading />
          ) : load.state === 'failed' || load.data.list.length === 0 ? (
            <Empty text={type === 2 ? ACTIVITY_EMPTY_TEXT : undefined} />
          ) : (
            <>
              <CompetitionList label="赛事列表" items={load.data.list} hrefOf={hrefOf} />
              <Pager page={page} pageSize={PAGE_SIZE} total={load.data.total} onChange={(p) => apply({ c_type: type, sport, keyword, page: p })} />
            </>
          )}
        </div>
      </section>
    </div>
  );
}

export default MatchListPage;
