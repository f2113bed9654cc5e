import { useState } from 'react';
import { getGradeItems } from '../api/get-grade-items';
import { getGrades } from '../api/get-grades';
import { markText, RESULT_STATUS_TEXT } from './fixture-text';
import { ItemPicker } from './item-picker';
import { Empty, Loading } from '../../../ui/load-state';
import { muted, scroller, table, td, th } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

export const GENDER_TEXT: Record<number, string> = { 0: '不限', 1: '男子', 2: '女子' };

function ItemGrades({ competitionId, itemId }: { competitionId: number; itemId: number }) {
  const [load] = useLoad(() => getGrades(competitionId, itemId), [competitionId, itemId]);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed' || load.data.list.length === 0) return <Empty />;
  const board = load.data;
  return (
    <div style={scroller}>
      <table aria-label={`${board.item_name}成绩`} style={table}>
        <thead>
          <tr>
            <th style={th}>名次</th>
            <th style={th}>姓名/队名</th>
            <th style={th}>单位</th>
            <th style={th}>成绩</th>
          </tr>
        </thead>
        <tbody>
          {board.list.map((r) => (
            <tr key={r.sign_up_id}>
              <td style={td}>{r.place ?? '-'}</td>
              <td style={td}>{r.entrant_name}</td>
              <td style={td}>{r.affiliation || '-'}</td>
              <td style={td}>{r.status === 'ok' ? markText(r.value, board.model, board.precision) : RESULT_STATUS_TEXT[r.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 成绩: results and places by item (成绩查询). */
export function ResultsTab({ competitionId }: { competitionId: number }) {
  const [load] = useLoad(() => getGradeItems(competitionId), [competitionId]);
  const [itemId, setItemId] = useState<number | null>(null);
  if (load.state === 'loading') return <Loading />;
  const items = load.state === 'ready' ? load.data.list.filter((i) => i.result_count > 0) : [];
  if (items.length === 0) return <Empty />;
  const picks = items.map((i) => ({ id: i.event_item_id, name: i.name }));
  const item = items.find((i) => i.event_item_id === itemId) ?? items[0];
  return (
    <div>
      <ItemPicker label="选择项目" items={picks} current={item.event_item_id} onPick={setItemId} />
      <p style={{ ...muted, margin: '0 0 8px' }}>
        {item.name}
        {item.gender ? ` · ${GENDER_TEXT[item.gender]}` : ''}
        {item.age_group ? ` · ${item.age_group}` : ''} · {item.result_count} 条成绩
      </p>
      <ItemGrades competitionId={competitionId} itemId={item.event_item_id} />
    </div>
  );
}
