import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { getSeriesList } from '../api/get-series-list';
import type { CompetitionSeries } from '../api/types';

interface Props {
  id?: string;
  /** The series of this institution are offered (none until it is known). */
  institutionId?: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** 所属系列 (optional): the institution's series from GET /competition_series/list. */
export function SeriesSelect({ id, institutionId, value, onChange }: Props) {
  const [series, setSeries] = useState<CompetitionSeries[]>([]);
  useEffect(() => {
    let live = true;
    if (!institutionId) {
      setSeries([]);
      return;
    }
    getSeriesList({ institution_id: institutionId, start: 0, count: 100 })
      .then((r) => live && setSeries(r.list))
      .catch(() => live && setSeries([]));
    return () => {
      live = false;
    };
  }, [institutionId]);
  return (
    <Select<number>
      id={id}
      allowClear
      placeholder="不属于任何系列"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={series.map((s) => ({ value: s.id, label: s.name }))}
      notFoundContent="暂无数据"
    />
  );
}
