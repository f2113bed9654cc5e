import { Link, useSearchParams } from 'react-router-dom';
import { getOfficialSeriesList } from '../api/get-official-series-list';
import { chinaDayRange } from 'shared/rules';
import { SERIES_PATH } from '../components/competition-links';
import { Empty, Loading } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { SectionNav } from '../components/section-nav';
import { card, heading, link, muted } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const PAGE_SIZE = 10;

/** 赛事系列 (calendar/series): series with published competitions, each opening series/{id}. */
export function SeriesListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [load] = useLoad(() => getOfficialSeriesList({ start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE }), [page]);

  return (
    <div>
      <SectionNav current="calendar" />
      <section aria-label="赛事系列" style={card}>
        <h1 style={heading}>赛事系列</h1>
        {load.state === 'loading' ? (
          <Loading />
        ) : load.state === 'failed' || load.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <ul aria-label="赛事系列列表" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {load.data.list.map((s) => (
                <li key={s.id} style={{ padding: 12, border: '1px solid #f0f0f0', borderRadius: 8 }}>
                  <Link to={SERIES_PATH(s.id)} style={{ ...link, fontSize: 16, fontWeight: 600 }}>
                    {s.name}
                  </Link>
                  <div style={{ ...muted, marginTop: 6, display: 'flex', gap: '4px 16px', flexWrap: 'wrap', fontSize: 14 }}>
                    <span>主办：{s.institution_name}</span>
                    <span>
                      {s.competition_count} 场{s.c_type === 2 ? '活动' : '比赛'}
                    </span>
                    <span>时间：{chinaDayRange(s.start_at, s.end_at)}</span>
                  </div>
                  {s.description ? <p style={{ margin: '6px 0 0' }}>{s.description}</p> : null}
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={load.data.total} onChange={(p) => setParams(new URLSearchParams({ page: String(p) }))} />
          </>
        )}
      </section>
    </div>
  );
}

export default SeriesListPage;
