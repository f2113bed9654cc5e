import { useCallback, useState } from 'react';
import type { ScoreEvent } from 'shared';
import { getOfficialSchedule } from '../api/get-official-schedule';
import type { ScheduleFixture } from '../api/types';
import { FixtureTable } from './fixture-table';
import { PHASE_FORMAT_TEXT } from './fixture-text';
import { ItemPicker } from './item-picker';
import { useScoreEvents, useScoreFeed, withPushedFixtures } from './score-feed';
import { Empty, Loading } from '../../../ui/load-state';
import { muted } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

/** Fixtures of a phase by group and round, in schedule order. */
function byRound(fixtures: ScheduleFixture[]): { key: string; title: string; fixtures: ScheduleFixture[] }[] {
  const groups = new Map<string, { key: string; title: string; fixtures: ScheduleFixture[] }>();
  const sorted = [...fixtures].sort((a, b) => (a.group_no ?? 0) - (b.group_no ?? 0) || a.round - b.round || a.position - b.position);
  for (const f of sorted) {
    const key = `${f.group_no ?? 0}-${f.kind === 'third_place' ? 'p3' : f.round}`;
    const title = [f.group_name, f.round_name].filter(Boolean).join(' · ') || `第${f.round}轮`;
    if (!groups.has(key)) groups.set(key, { key, title, fixtures: [] });
    groups.get(key)!.fixtures.push(f);
  }
  return [...groups.values()];
}

/** 赛程: items → phases → rounds with their fixtures; on a match page, scores change as they are pushed (比分推送). */
export function ScheduleTab({ competitionId }: { competitionId: number }) {
  const resets = useScoreFeed()?.resets ?? 0;
  const [load, setLoaded] = useLoad(() => getOfficialSchedule(competitionId), [competitionId], resets);
  const schedule = load.state === 'ready' ? load.data : null;
  useScoreEvents(
    useCallback(
      (event: ScoreEvent) => {
        if (!schedule) return;
        setLoaded({ ...schedule, items: schedule.items.map((i) => ({ ...i, phases: i.phases.map((p) => ({ ...p, fixtures: withPushedFixtures(p.fixtures, event) })) })) });
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [schedule],
    ),
  );
  const [itemId, setItemId] = useState<number | null>(null);
  if (load.state === 'loading') return <Loading />;
  const items = load.state === 'ready' ? load.data.items.filter((i) => i.phases.some((p) => p.fixtures.length > 0)) : [];
  if (items.length === 0) return <Empty />;
  const item = items.find((i) => i.id === itemId) ?? items[0];
  return (
    <div>
      <ItemPicker label="选择项目" items={items} current={item.id} onPick={setItemId} />
      {item.phases
        .filter((p) => p.fixtures.length > 0)
        .map((phase) => (
          <section key={phase.id} aria-label={`${item.name} ${phase.name}`} style={{ marginBottom: 24 }}>
            <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>
              {phase.name}{' '}
              {PHASE_FORMAT_TEXT[phase.format] && PHASE_FORMAT_TEXT[phase.format] !== phase.name ? (
                <span style={{ ...muted, fontSize: 13, fontWeight: 400 }}>{PHASE_FORMAT_TEXT[phase.format]}</span>
              ) : null}
            </h3>
            {byRound(phase.fixtures.filter((f) => !f.bye)).map((round) => (
              <div key={round.key} style={{ marginBottom: 12 }}>
                <h4 style={{ margin: '8px 0', fontSize: 14, ...muted }}>{round.title}</h4>
                <FixtureTable label={`${phase.name} ${round.title}`} fixtures={round.fixtures} />
              </div>
            ))}
          </section>
        ))}
    </div>
  );
}
