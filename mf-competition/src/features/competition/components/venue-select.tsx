import { RemoteSearchSelect } from 'shared/antd';
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

const searchVenueOptions = async (keyword: string) => (await searchVenues(keyword)).list;

/** 举办场馆: approved venues of the platform, searched by name or address as the organiser types. */
export function VenueSelect({ id, value, onChange, current, onPick }: Props) {
  return (
    <RemoteSearchSelect<VenueOption>
      id={id}
      value={value}
      onChange={(next, venue) => {
        onChange?.(next);
        if (venue) onPick?.(venue);
      }}
      search={searchVenueOptions}
      label={(v) => v.name}
      title={(v) => `${v.name}（${venueAddress(v)}）`}
      renderOption={(v) => (
        <div>
          <div>{v.name}</div>
          <div style={{ color: '#8c8c8c', fontSize: 12 }}>{venueAddress(v)}</div>
        </div>
      )}
      currentLabel={current && current.id === value ? current.name : undefined}
      placeholder="搜索场馆名称或地址"
    />
  );
}
