import { Card, Empty, Typography } from 'antd';
import { EMPTY_TEXT } from 'shared';
import type { KnockoutBracket as Bracket, ScheduleFixture } from '../api/types';
import { scoreText } from './schedule-labels';

function Line({ name, seed, won }: { name: string; seed: number | null; won: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: won ? 600 : 400 }}>
      <span>
        {seed ? <Typography.Text type="secondary">{seed} </Typography.Text> : null}
        {name}
      </span>
      {won ? <span aria-label="胜者">✓</span> : null}
    </div>
  );
}

function FixtureCard({ f }: { f: ScheduleFixture }) {
  return (
    <div
      data-testid={`bracket-${f.code}`}
      style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '6px 10px', minWidth: 180, background: f.bye ? '#fafafa' : '#fff' }}
    >
      <Line name={f.home_name} seed={f.home_seed} won={f.winner_id !== null && f.winner_id === f.home_id} />
      <Line name={f.away_name} seed={f.away_seed} won={f.winner_id !== null && f.winner_id === f.away_id} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {f.code} · {scoreText(f)}
      </Typography.Text>
    </div>
  );
}

/**
 * 签表 of a knockout phase as round columns of fixture cards (a remote cannot use mf-official's SVG tree; it is
 * not in shared). Columns follow the bracket's rounds; the 季军赛 has its own column after the final.
 */
export function KnockoutBracket({ bracket }: { bracket: Bracket }) {
  if (!bracket.fixtures.length) return <Empty description={EMPTY_TEXT} />;
  const main = bracket.rounds.filter((r) => r.name !== '季军赛');
  const columns = main.map((r) => ({
    key: `r${r.round}`,
    name: r.name,
    list: bracket.fixtures.filter((f) => f.kind === 'knockout' && f.round === r.round).sort((a, b) => a.position - b.position),
  }));
  const third = bracket.fixtures.filter((f) => f.kind === 'third_place');
  if (third.length) columns.push({ key: 'p3', name: '季军赛', list: third });
  return (
    <Card size="small" title="签表" extra={bracket.champion_name ? `冠军：${bracket.champion_name}` : null}>
      <div role="group" aria-label="签表" style={{ display: 'flex', gap: 24, overflowX: 'auto', alignItems: 'stretch' }}>
        {columns.map((c) => (
          <section key={c.key} aria-label={c.name} style={{ display: 'flex', flexDirection: 'column' }}>
            <Typography.Text strong style={{ marginBottom: 8 }}>
              {c.name}
            </Typography.Text>
            <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-around', gap: 12, flex: 1 }}>
              {c.list.map((f) => (
                <FixtureCard key={f.id} f={f} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Card>
  );
}
