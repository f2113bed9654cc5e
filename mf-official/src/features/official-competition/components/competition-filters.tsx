import { useEffect, useState, type KeyboardEvent } from 'react';
import { getSportProjects } from '../api/get-sport-projects';
import { button, input } from '../../../ui/styles';

export interface CompetitionFilterValues {
  c_type?: number;
  sport?: string;
  keyword?: string;
}

/** Filters of the public match list: type 比赛/活动, sport, keyword; 查询 and 重置. */
export function CompetitionFilters({ value, onSearch }: { value: CompetitionFilterValues; onSearch: (v: CompetitionFilterValues) => void }) {
  const [cType, setCType] = useState(value.c_type ? String(value.c_type) : '');
  const [sport, setSport] = useState(value.sport ?? '');
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [sports, setSports] = useState<string[]>([]);

  useEffect(() => {
    let alive = true;
    getSportProjects()
      .then((r) => alive && setSports(r.list))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  // A search region rather than a <form>: the search navigates (a router transition), which React 19 would treat
  // as a form action transition of the submit event.
  const submit = () => {
    onSearch({ c_type: cType ? Number(cType) : undefined, sport: sport || undefined, keyword: keyword.trim() || undefined });
  };
  const reset = () => {
    setCType('');
    setSport('');
    setKeyword('');
    onSearch({});
  };

  return (
    <div role="search" aria-label="赛事筛选" onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && submit()} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <label style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        类型
        <select aria-label="类型" value={cType} onChange={(e) => setCType(e.target.value)} style={input}>
          <option value="">全部</option>
          <option value="1">比赛</option>
          <option value="2">活动</option>
        </select>
      </label>
      <label style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        运动项目
        <select aria-label="运动项目" value={sport} onChange={(e) => setSport(e.target.value)} style={input}>
          <option value="">全部</option>
          {[...new Set([...sports, ...(value.sport ? [value.sport] : [])])].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <input aria-label="关键字" placeholder="赛事名称或地点" value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} style={{ ...input, flex: '1 1 180px' }} />
      <button type="button" style={button(true)} onClick={submit}>
        查询
      </button>
      <button type="button" style={button()} onClick={reset}>
        重置
      </button>
    </div>
  );
}
