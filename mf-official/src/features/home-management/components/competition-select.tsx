import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { formatDate } from 'shared';
import { getRecommendCandidates, type HomeCompetitionCandidate } from '../api/home-block-api';

export interface CompetitionSelectProps {
  value?: number | null;
  onChange?: (id: number | null, competition?: HomeCompetitionCandidate) => void;
  id?: string;
  /** Name of the competition already linked (shown before the options load). */
  currentName?: string;
  allowClear?: boolean;
}

/** Picks a published competition (searched by name on the server). */
export function CompetitionSelect({ value, onChange, id, currentName, allowClear }: CompetitionSelectProps) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<HomeCompetitionCandidate[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    const timer = setTimeout(() => {
      getRecommendCandidates({ start: 0, count: 20, keyword: keyword || undefined })
        .then((r) => alive && setOptions(r.list))
        .catch(() => alive && setOptions([]))
        .finally(() => alive && setLoading(false));
    }, 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const known = options.some((o) => o.id === value);
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={allowClear}
      placeholder="输入赛事名称搜索已发布的赛事"
      loading={loading}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null, options.find((o) => o.id === next))}
      options={[
        ...(value && !known && currentName ? [{ value, label: currentName }] : []),
        ...options.map((o) => ({ value: o.id, label: `${o.name}（${formatDate(o.start_at)} · ${o.location || o.sport}）` })),
      ]}
      notFoundContent={loading ? '加载中，请稍等....' : '暂无数据'}
    />
  );
}
