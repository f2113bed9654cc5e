import { getOfficialAchievements } from '../api/get-official-achievements';
import { Empty, Loading } from '../../../ui/load-state';
import { muted, scroller, table, td, th } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

/** 获奖名单: per item, the entrants whose final place carries an award. */
export function AwardsTab({ competitionId }: { competitionId: number }) {
  const [load] = useLoad(() => getOfficialAchievements(competitionId), [competitionId]);
  if (load.state === 'loading') return <Loading />;
  const items = load.state === 'ready' ? load.data.list.map((i) => ({ ...i, list: i.list.filter((p) => p.award) })).filter((i) => i.list.length > 0) : [];
  if (items.length === 0) return <Empty />;
  return (
    <div>
      {items.map((item) => (
        <section key={item.event_item_id} aria-label={`${item.name}获奖名单`} style={{ marginBottom: 24 }}>
          <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>
            {item.name}
            {item.final ? null : <span style={{ ...muted, fontSize: 13, fontWeight: 400 }}>（比赛尚未全部结束，名单可能变化）</span>}
          </h3>
          <div style={scroller}>
            <table aria-label={`${item.name}获奖名单`} style={table}>
              <thead>
                <tr>
                  <th style={th}>奖项</th>
                  <th style={th}>名次</th>
                  <th style={th}>姓名/队名</th>
                  <th style={th}>单位</th>
                </tr>
              </thead>
              <tbody>
                {item.list.map((p) => (
                  <tr key={p.sign_up_id}>
                    <td style={{ ...td, fontWeight: 700 }}>{p.award}</td>
                    <td style={td}>{p.place ?? '-'}</td>
                    <td style={td}>{p.name}</td>
                    <td style={td}>{p.affiliation || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
