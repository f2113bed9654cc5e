import { RemoteSearchSelect } from '../remote-search-select';
import { searchCompetitions, type CompetitionOption } from './api';

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
  return (
    <RemoteSearchSelect<CompetitionOption>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      search={(keyword) => searchCompetitions(keyword, institutionId)}
      scope={institutionId ?? null}
      label={(o) => o.name}
      currentLabel={currentName}
      placeholder="可选：输入赛事名称搜索"
    />
  );
}
