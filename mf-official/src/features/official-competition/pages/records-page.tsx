import { useEffect, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getTopItems } from '../api/get-top-items';
import { getTops } from '../api/get-tops';
import { chinaDate } from 'shared/rules';
import { Empty, Loading } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { GENDER_TEXT } from '../components/results-tab';
import { SectionNav } from '../components/section-nav';
import { TableHead } from '../components/table-head';
import { button, card, heading, input, scroller, table, td } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const PAGE_SIZE = 20;

/** A record's mark: seconds as m:ss.xx for lower-is-better (timed) records, otherwise the number. */
function recordMark(value: number, direction: 'lower' | 'higher'): string {
  if (direction === 'higher' || value < 60) return String(Number(value.toFixed(3)));
  const m = Math.floor(value / 60);
  const s = (value - m * 60).toFixed(2).padStart(5, '0');
  return `${m}:${s}`;
}

/** 最高纪录 (official/match/{switchId}/list for any switchId other than 1–3): ratified records by sport, gender, age group. */
export function RecordsPage() {
  const [params, setParams] = useSearchParams();
  const sport = params.get('sport') ?? '';
  const gender = Number(params.get('gender')) || 0;
  const ageGroup = params.get('age_group') ?? '';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [sports, setSports] = useState<string[]>([]);
  const [draft, setDraft] = useState({ sport, gender: gender ? String(gender) : '', ageGroup, keyword });

  useEffect(() => {
    let alive = true;
    getTopItems()
      .then((r) => alive && setSports(r.sports))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  const [load] = useLoad(
    () =>
      getTops({
        start: (page - 1) * PAGE_SIZE,
        count: PAGE_SIZE,
        sport: sport || undefined,
        gender: gender === 1 || gender === 2 ? gender : undefined,
        age_group: ageGroup || undefined,
        keyword: keyword || undefined,
      }),
    [sport, gender, ageGroup, keyword, page],
  );

  const apply = (next: { sport: string; gender: string; ageGroup: string; keyword: string }, nextPage = 1) => {
    const q = new URLSearchParams();
    if (next.sport) q.set('sport', next.sport);
    if (next.gender) q.set('gender', next.gender);
    if (next.ageGroup.trim()) q.set('age_group', next.ageGroup.trim());
    if (next.keyword.trim()) q.set('keyword', next.keyword.trim());
    if (nextPage > 1) q.set('page', String(nextPage));
    setParams(q);
  };
  const submit = () => apply(draft);
  const reset = () => {
    const empty = { sport: '', gender: '', ageGroup: '', keyword: '' };
    setDraft(empty);
    apply(empty);
  };

  return (
    <div>
      <SectionNav current="4" />
      <section aria-label="最高纪录" style={card}>
        <h1 style={heading}>最高纪录</h1>
        <div role="search" aria-label="纪录筛选" onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && submit()} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center', marginBottom: 16 }}>
          <select aria-label="运动项目" value={draft.sport} onChange={(e) => setDraft({ ...draft, sport: e.target.value })} style={input}>
            <option value="">全部项目</option>
            {[...new Set([...sports, ...(sport ? [sport] : [])])].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <select aria-label="性别" value={draft.gender} onChange={(e) => setDraft({ ...draft, gender: e.target.value })} style={input}>
            <option value="">全部性别</option>
            <option value="1">男子</option>
            <option value="2">女子</option>
          </select>
          <input aria-label="年龄组" placeholder="年龄组，如 U12" value={draft.ageGroup} maxLength={32} onChange={(e) => setDraft({ ...draft, ageGroup: e.target.value })} style={{ ...input, width: 140 }} />
          <input aria-label="关键字" placeholder="项目名称或纪录保持者" value={draft.keyword} maxLength={50} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} style={{ ...input, flex: '1 1 160px' }} />
          <button type="button" style={button(true)} onClick={submit}>
            查询
          </button>
          <button type="button" style={button()} onClick={reset}>
            重置
          </button>
        </div>
        {load.state === 'loading' ? (
          <Loading />
        ) : load.state === 'failed' || load.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <div style={scroller}>
              <table aria-label="最高纪录列表" style={table}>
                <TableHead headers={['运动项目', '项目', '性别', '年龄组', '纪录', '保持者', '单位', '创造于', '日期']} />
                <tbody>
                  {load.data.list.map((r) => (
                    <tr key={r.id}>
                      <td style={td}>{r.sport}</td>
                      <td style={td}>{r.item_name}</td>
                      <td style={td}>{GENDER_TEXT[r.gender] ?? '-'}</td>
                      <td style={td}>{r.age_group || '-'}</td>
                      <td style={{ ...td, fontWeight: 700 }}>{recordMark(r.value, r.direction)}</td>
                      <td style={td}>{r.holder_name}</td>
                      <td style={td}>{r.affiliation || '-'}</td>
                      <td style={td}>{r.competition_name || '-'}</td>
                      <td style={{ ...td, whiteSpace: 'nowrap' }}>{chinaDate(r.achieved_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={load.data.total} onChange={(p) => apply({ sport, gender: gender ? String(gender) : '', ageGroup, keyword }, p)} />
          </>
        )}
      </section>
    </div>
  );
}

export default RecordsPage;
