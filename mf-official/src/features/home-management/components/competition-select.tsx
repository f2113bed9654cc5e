import { formatDate } from 'shared';
import { RemoteSearchSelect } from 'shared/antd';
import { getRecommendCandidates, type HomeCompetitionCandidate } from '../api/home-block-api';

export interface CompetitionSelectProps {
  value?: number | null;
  onChange?: (id: number | null, competition?: HomeCompetitionCandidate) => void;
  id?: string;
  /** Name of the competition already linked (shown before the options load). */
  currentName?: string;
  allowClear?: boolean;
}

const searchCandidates = async (keyword: string) => (await getRecommendCandidates({ start: 0, count: 20, keyword: keyword || undefined })).list;

/** Picks a published competition (searched by name on the server). */
export function CompetitionSelect({ value, onChange, id, currentName, allowClear = false }: CompetitionSelectProps) {
  return (
    <RemoteSearchSelect<HomeCompetitionCandidate>
      id={id}
      value={value}
      onChange={onChange}
      search={searchCandidates}
      label={(o) => `${o.name}（${formatDate(o.start_at)} · ${o.location || o.sport}）`}
      currentLabel={currentName}
      placeholder="输入赛事名称搜索已发布的赛事"
      allowClear={allowClear}
    />
  );
}
