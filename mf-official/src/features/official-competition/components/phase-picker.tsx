import { useState, type ReactNode } from 'react';
import { ItemPicker } from './item-picker';
import { Empty, Loading } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';

export interface PickablePhase {
  id: number;
  name: string;
}

/**
 * The phases `loadPhases` finds for the competition, the first shown until another is picked (buttons labelled
 * `label` when there are several); 暂无数据 when there are none.
 */
export function PhasePicker({
  competitionId,
  loadPhases,
  label,
  children,
}: {
  competitionId: number;
  loadPhases: (competitionId: number) => Promise<PickablePhase[]>;
  label: string;
  children: (phaseId: number) => ReactNode;
}) {
  const [load] = useLoad(() => loadPhases(competitionId), [competitionId, loadPhases]);
  const [phaseId, setPhaseId] = useState<number | null>(null);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed' || load.data.length === 0) return <Empty />;
  const phase = load.data.find((p) => p.id === phaseId) ?? load.data[0];
  return (
    <div>
      <ItemPicker label={label} items={load.data} current={phase.id} onPick={setPhaseId} />
      {children(phase.id)}
    </div>
  );
}
