import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { searchCompetitions, type CompetitionOption } from '../api/videos';

export interface CompetitionPickerProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  id?: string;
  /** The owning institution (organisers); undefined for the platform admin (any competition). */
  institutionId?: number;
  /** Name of the current competition while the options are not loaded yet. */
  currentName?: string;
}

/** Optional competition of a video, searched by name among the institution's competitions. */
export function CompetitionPicker({ value, onChange, id, institutionId, currentName }: CompetitionPickerProps) {
  const [options, setOptions] = useState<CompetitionOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = (keyword: string) => {
    setLoading(true);
    searchCompetitions(keyword, institutionId)
      .then(setOptions, () => setOptions([]))
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    load('');
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [institutionId]);

  const shown = value && currentName && !options.some((o) => o.id === value) ? [{ id: value, name: currentName }, ...options] : options;

  return (
    <Select<number>
      id={id}
      showSearch={{
        filterOption: false,
        onSearch: (keyword) => {
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => load(keyword.trim()), 300);
        },
      }}
      allowClear
      loading={loading}
      placeholder="可选：输入赛事名称搜索"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={shown.map((o) => ({ value: o.id, label: o.name }))}
      notFoundContent={loading ? '加载中，请稍等....' : '暂无数据'}
    />
  );
}
