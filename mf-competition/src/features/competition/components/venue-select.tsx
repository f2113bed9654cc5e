import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { searchVenues } from '../api/search-venues';
import type { VenueOption } from '../api/types';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The saved venue (edit form), shown before any search. */
  current?: { id: number; name: string } | null;
  /** Called with the picked venue (e.g. to fill in the location). */
  onPick?: (venue: VenueOption) => void;
}

/** The venue's full address: 杭州市西湖区黄龙路1号. */
export const venueAddress = (v: Pick<VenueOption, 'city' | 'district' | 'address'>) =>
  v.address.startsWith(v.city) ? v.address : `${v.city}${v.address.startsWith(v.district) ? '' : v.district}${v.address}`;

/** 举办场馆: approved venues of the platform, searched by name or address as the organiser types (300 ms). */
export function VenueSelect({ id, value, onChange, current, onPick }: Props) {
  const [options, setOptions] = useState<VenueOption[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const requestId = ++latest.current;
      setLoading(true);
      searchVenues(keyword.trim())
        .then((r) => requestId === latest.current && setOptions(r.list))
        .catch(() => requestId === latest.current && setOptions([]))
        .finally(() => requestId === latest.current && setLoading(false));
    }, 300);
  };

  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, []);

  const shown = current && !options.some((o) => o.id === current.id) ? [{ value: current.id, label: current.name }] : [];
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      placeholder="搜索场馆名称或地址"
      loading={loading}
      value={value ?? undefined}
      onChange={(v) => {
        onChange?.(v ?? null);
        const picked = options.find((o) => o.id === v);
        if (picked) onPick?.(picked);
      }}
      options={[
        ...shown,
        ...options.map((o) => ({
          value: o.id,
          label: o.name,
          title: `${o.name}（${venueAddress(o)}）`,
        })),
      ]}
      optionRender={(option) => {
        const venue = options.find((o) => o.id === option.value);
        return venue ? (
          <div>
            <div>{venue.name}</div>
            <div style={{ color: '#8c8c8c', fontSize: 12 }}>{venueAddress(venue)}</div>
          </div>
        ) : (
          option.label
        );
      }}
      notFoundContent={loading ? LOADING_TEXT : EMPTY_TEXT}
    />
  );
}
