import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { getSportProjects } from '../api/get-sport-projects';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** 运动项目 from GET /institution/project; a value saved earlier that is not in the list stays selectable. */
export function SportSelect({ id, value, onChange }: Props) {
  const [sports, setSports] = useState<string[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    getSportProjects()
      .then((r) => live && setSports(r.list))
      .catch(() => live && setSports([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  const names = value && !sports.includes(value) ? [value, ...sports] : sports;
  return (
    <Select<string>
      id={id}
      showSearch
      allowClear
      loading={loading}
      placeholder="请选择运动项目"
      value={value || undefined}
      onChange={(v) => onChange?.(v)}
      options={names.map((s) => ({ value: s, label: s }))}
      notFoundContent={loading ? '加载中，请稍等....' : '暂无数据'}
    />
  );
}
