import { Drawer } from 'antd';
import { HistoryTimeline } from './history-timeline';

/** 状态历史 of one competition in a drawer. */
export function HistoryDrawer({ competition, onClose }: { competition: { id: number; name: string } | null; onClose: () => void }) {
  return (
    <Drawer open={competition !== null} onClose={onClose} title={competition ? `状态历史 · ${competition.name}` : '状态历史'} size={480} destroyOnHidden>
      {competition ? <HistoryTimeline competitionId={competition.id} /> : null}
    </Drawer>
  );
}
