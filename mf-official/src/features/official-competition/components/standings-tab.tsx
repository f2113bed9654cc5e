import { isBracketFormat } from 'shared/rules';
import { getOfficialSchedule } from '../api/get-official-schedule';
import { getOfficialStandings } from '../api/get-official-standings';
import type { PhaseStandings } from '../api/types';
import { PhasePicker } from './phase-picker';
import { TableHead } from './table-head';
import { Empty, Loading } from '../../../ui/load-state';
import { muted, scroller, table, td } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';
import { useScoreFeed } from './score-feed';

/** The league or group phases of the competition, each with its item's name. */
async function loadTablePhases(competitionId: number) {
  const schedule = await getOfficialSchedule(competitionId);
  return schedule.items.flatMap((item) =>
    item.phases.filter((p) => !isBracketFormat(p.format) && p.fixtures.length > 0).map((p) => ({ id: p.id, name: `${item.name} · ${p.name}` })),
  );
}

function StandingTables({ standings }: { standings: PhaseStandings }) {
  if (standings.tables.every((t) => t.rows.length === 0)) return <Empty />;
  return (
    <>
      {standings.tables.map((t) => (
        <section key={t.group_no ?? 0} aria-label={t.group_name || standings.name} style={{ marginBottom: 24 }}>
          <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>
            {t.group_name || standings.name}
            {t.complete ? <span style={{ ...muted, fontSize: 13, fontWeight: 400 }}>（已完赛）</span> : null}
          </h3>
          <div style={scroller}>
            <table aria-label={`${t.group_name || standings.name}积分榜`} style={table}>
              {/* a Swiss table (瑞士制): its tiebreak columns in the configured order instead of the goals */}
              <TableHead headers={t.columns.length ? ['排名', '参赛者', '场次', '胜', '平', '负', '积分', ...t.columns.map((c) => c.name)] : ['排名', '参赛者', '场次', '胜', '平', '负', '进球/得分', '失球/失分', '净胜', '积分']} />
              <tbody>
                {t.rows.map((r) => (
                  <tr key={r.sign_up_id} title={r.reason || undefined}>
                    <td style={td}>{r.rank}</td>
                    <td style={{ ...td, minWidth: 160 }}>
                      {r.name}
                      {r.affiliation ? <span style={{ ...muted, fontSize: 12 }}>（{r.affiliation}）</span> : null}
                      {r.note ? <span style={{ ...muted, fontSize: 12 }}>（{r.note}）</span> : null}
                      {r.reason ? <div style={{ ...muted, fontSize: 12 }}>{r.reason}</div> : null}
                    </td>
                    <td style={td}>{r.played}</td>
                    <td style={td}>{r.wins}</td>
                    <td style={td}>{r.draws}</td>
                    <td style={td}>{r.losses}</td>
                    {t.columns.length ? null : (
                      <>
                        <td style={td}>{r.scored}</td>
                        <td style={td}>{r.conceded}</td>
                        <td style={td}>{r.difference > 0 ? `+${r.difference}` : r.difference}</td>
                      </>
                    )}
                    <td style={{ ...td, fontWeight: 700 }}>{r.points}</td>
                    {t.columns.map((c, i) => (
                      <td key={c.key} style={td}>
                        {r.tiebreak_values[i] ?? '-'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

function PhaseStandingsView({ phaseId }: { phaseId: number }) {
  // a pushed final score (比分推送) changes the table: read it again
  const [load] = useLoad(() => getOfficialStandings(phaseId), [phaseId], useScoreFeed()?.finals ?? 0);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <Empty />;
  return <StandingTables standings={load.data} />;
}

/** 积分榜: the league table or group tables of a phase (or a Swiss table with its tiebreak columns), with the tiebreaker that separated tied rows. */
export function StandingsTab({ competitionId }: { competitionId: number }) {
  return (
    <PhasePicker competitionId={competitionId} loadPhases={loadTablePhases} label="选择阶段">
      {(phaseId) => <PhaseStandingsView phaseId={phaseId} />}
    </PhasePicker>
  );
}
