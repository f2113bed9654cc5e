import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { searchInstitution } from '../api/search-institution';
import type { InstitutionOption } from '../api/types';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** 机构 filter of platform admins: searches /competition/search_institution as the admin types (300 ms). */
export function InstitutionSelect({ id, value, onChange }: Props) {
  const [options, setOptions] = useState<InstitutionOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const requestId = ++latest.current;
      setLoading(true);
      searchInstitution(keyword.trim())
        .then((r) => requestId === latest.current && setOptions(r.list))
        .catch(() => requestId === latest.current && setOptions([]))
        .finally(() => requestId === latest.current && setLoading(false));
    }, 300);
  };

  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      placeholder="全部机构"
      style={{ width: 220 }}
      loading={loading}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      notFoundContent={loading ? '加载中，请稍等....' : '暂无数据'}
    />
  );
}
