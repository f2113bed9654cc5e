import { BracketTree } from 'shared/bracket';
import { isBracketFormat } from 'shared/rules';
import { getOfficialBracket } from '../api/get-official-bracket';
import { getOfficialSchedule } from '../api/get-official-schedule';
import { PhasePicker } from './phase-picker';
import { Empty, Loading } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { useScoreFeed } from './score-feed';

async function loadKnockoutPhases(competitionId: number) {
  const schedule = await getOfficialSchedule(competitionId);
  return schedule.items.flatMap((item) =>
    item.phases.filter((p) => isBracketFormat(p.format) && p.fixtures.length > 0).map((p) => ({ id: p.id, name: `${item.name} · ${p.name}` })),
  );
}

function PhaseBracket({ phaseId }: { phaseId: number }) {
  // a pushed final score (比分推送) moves the winner on: read the bracket again
  const [load] = useLoad(() => getOfficialBracket(phaseId), [phaseId], useScoreFeed()?.finals ?? 0);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed' || load.data.fixtures.length === 0) return <Empty />;
  return <BracketTree bracket={load.data} />;
}

/** 对阵图: the knockout phases of the competition, each drawn as a bracket tree. */
export function BracketTab({ competitionId }: { competitionId: number }) {
  return (
    <PhasePicker competitionId={competitionId} loadPhases={loadKnockoutPhases} label="选择淘汰赛阶段">
      {(phaseId) => <PhaseBracket phaseId={phaseId} />}
    </PhasePicker>
  );
}
