import { RemoteSearchSelect } from 'shared/antd';
import { searchInstitution } from '../api/search-institution';
import type { InstitutionOption } from '../api/types';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

const searchInstitutionOptions = async (keyword: string) => (await searchInstitution(keyword)).list;

/** 机构 filter of platform admins: searches /competition/search_institution as the admin types. */
export function InstitutionSelect({ id, value, onChange }: Props) {
  return (
    <RemoteSearchSelect<InstitutionOption>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      search={searchInstitutionOptions}
      label={(o) => o.name}
      placeholder="全部机构"
      style={{ width: 220 }}
    />
  );
}
