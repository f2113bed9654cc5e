import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { COURTSIDE_KEEP_REASON, type CourtsideDraft, type CourtsideEntry, type PadScore } from 'shared/rules';
import type { ScheduleFixture } from '../api/types';
import { FIXTURE_STATUS } from './schedule-labels';
import type { PadCount } from '../api/courtside-store';

/** How an item is scored on the pad: by points/goals, or by sets (the running score is the sets won). */
export type PadModel = 'goals' | 'sets';

const ACTION_TEXT: Record<CourtsideEntry['action'], string> = { start: '开始比赛', live: '实时比分', final: '终场比分' };

const big = { height: 72, fontSize: 28 } as const;

/** 比赛用时 (h:)mm:ss since the game started (a second's tick while the pad is open and the game is live). */
function Clock({ since }: { since: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const text = `${hours > 0 ? `${hours}:` : ''}${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return (
    <Typography.Text type="secondary" aria-label="比赛用时">
      比赛用时 {text}
    </Typography.Text>
  );
}

const setsWon = (sets: PadCount['sets']) => ({ home: sets.filter((s) => s.home > s.away).length, away: sets.filter((s) => s.away > s.home).length });

export interface ScorePadProps {
  fixture: ScheduleFixture;
  score: PadScore;
  model: PadModel;
  /** The item ranks by fair play: the pad counts 犯规 (sent as the fair-play points of the final). */
  fouls: boolean;
  pad: PadCount;
  /** When the game started (the server's, or the queued start's entry time). */
  startedAt: string | null;
  onEnter(draft: CourtsideDraft): Promise<void>;
  onPad(pad: PadCount): Promise<void>;
  onKeepMine(entryId: string): Promise<void>;
  onTakeServer(entryId: string): Promise<void>;
  onBack(): void;
}

/**
 * The big-button score pad of one fixture: 开始比赛, +1 / −1 for each side (points, or the current set's points and
 * 本局结束 for items scored by sets), 犯规 where the score rule counts fair play, 比赛用时, and 确认终场比分 (a
 * confirmation, no signature). Every tap is written to the phone before it shows; a conflict with the server shows
 * both values to choose from.
 */
export function ScorePad({ fixture, score, model, fouls, pad, startedAt, onEnter, onPad, onKeepMine, onTakeServer, onBack }: ScorePadProps) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const live = score.status === 'live';
  const names = { home: fixture.home_name, away: fixture.away_name };

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };

  const bySets = model === 'sets';
  const won = setsWon(pad.sets);
  const shown = bySets && live ? won : { home: score.home, away: score.away };

  const change = (side: 'home' | 'away', delta: 1 | -1) =>
    run(async () => {
      if (bySets) {
        const key = side === 'home' ? 'setHome' : 'setAway';
        await onPad({ ...pad, [key]: Math.max(0, pad[key] + delta) });
        return;
      }
      const next = { home: score.home, away: score.away };
      next[side] = Math.max(0, next[side] + delta);
      if (next[side] === score[side]) return;
      await onEnter({ fixtureId: fixture.id, action: 'live', home: next.home, away: next.away });
    });

  const foul = (side: 'home' | 'away', delta: 1 | -1) =>
    run(async () => {
      const key = side === 'home' ? 'homeFouls' : 'awayFouls';
      await onPad({ ...pad, [key]: Math.max(0, pad[key] + delta) });
    });

  const endSet = () =>
    run(async () => {
      if (pad.setHome === pad.setAway) return;
      const sets = [...pad.sets, { home: pad.setHome, away: pad.setAway }];
      await onPad({ ...pad, sets, setHome: 0, setAway: 0 });
      const w = setsWon(sets);
      await onEnter({ fixtureId: fixture.id, action: 'live', home: w.home, away: w.away });
    });

  const confirmFinal = () => {
    const sets = bySets && (pad.setHome > 0 || pad.setAway > 0) ? [...pad.sets, { home: pad.setHome, away: pad.setAway }] : pad.sets;
    const result = bySets ? setsWon(sets) : { home: score.home, away: score.away };
    const setsText = bySets && sets.length ? `（${sets.map((s) => `${s.home}:${s.away}`).join(' ')}）` : '';
    modal.confirm({
      title: '确认终场比分',
      content: `${names.home} ${result.home}:${result.away} ${names.away}${setsText}。确认后记为本场成绩，积分榜随之更新。`,
      okText: '确认',
      cancelText: '返回',
      onOk: () =>
        onEnter({
          fixtureId: fixture.id,
          action: 'final',
          home: result.home,
          away: result.away,
          sets: bySets ? sets : null,
          homeFouls: fouls ? pad.homeFouls : undefined,
          awayFouls: fouls ? pad.awayFouls : undefined,
        }),
    });
  };

  const conflict = score.conflict;
  const server = conflict?.conflict?.server;
  const serverText = server
    ? server.status === 'finished'
      ? `${server.home_score ?? 0}:${server.away_score ?? 0}（已结束）`
      : server.status === 'live'
        ? `${server.live_home_score ?? 0}:${server.live_away_score ?? 0}（进行中）`
        : '未开始'
    : '';

  return (
    <Card
      size="small"
      title={`${names.home} vs ${names.away}`}
      extra={
        <Button type="link" onClick={onBack}>
          返回列表
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Typography.Text type="secondary">
          {[fixture.competition_name, fixture.item_name, fixture.phase_name, fixture.round_name, fixture.court_name].filter(Boolean).join(' · ')}
        </Typography.Text>
        <Space wrap>
          <Tag color={FIXTURE_STATUS[score.status].color}>{FIXTURE_STATUS[score.status].text}</Tag>
          {score.pending > 0 && <Tag color="orange">待同步 {score.pending} 条</Tag>}
          {live && startedAt && <Clock since={startedAt} />}
        </Space>
        {conflict && conflict.conflict && (
          <Alert
            type="warning"
            showIcon
            title="比分冲突：请选择保留哪一个比分"
            description={
              <Space orientation="vertical">
                <span>
                  您在场边录入的{ACTION_TEXT[conflict.action]}：
                  <Typography.Text strong>
                    {conflict.action === 'start' ? '0:0' : `${conflict.home}:${conflict.away}`}
                  </Typography.Text>
                </span>
                <span>
                  服务器上的比分：<Typography.Text strong>{serverText}</Typography.Text>
                </span>
                <Typography.Text type="secondary">{conflict.conflict.message}</Typography.Text>
                <Space wrap>
                  <Button type="primary" disabled={busy} onClick={() => run(() => onKeepMine(conflict.id))}>
                    保留我的比分
                  </Button>
                  <Button disabled={busy} onClick={() => run(() => onTakeServer(conflict.id))}>
                    采用服务器比分
                  </Button>
                </Space>
                {server?.status === 'finished' && (
                  <Typography.Text type="secondary">保留您的比分将修改已录入的成绩，原因记为「{COURTSIDE_KEEP_REASON}」。</Typography.Text>
                )}
              </Space>
            }
          />
        )}
        <Row gutter={12} align="top">
          {(['home', 'away'] as const).map((side) => (
            <Col span={12} key={side} style={{ textAlign: 'center' }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {names[side]}
              </Typography.Text>
              <div aria-label={`${names[side]} 比分`} style={{ fontSize: 56, fontWeight: 600, lineHeight: 1.2 }}>
                {shown[side]}
              </div>
              {bySets && live && (
                <Typography.Text aria-label={`${names[side]} 本局得分`}>本局 {side === 'home' ? pad.setHome : pad.setAway}</Typography.Text>
              )}
              {live && (
                <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
                  <Button type="primary" block style={big} disabled={busy} aria-label={`${names[side]} 加1分`} onClick={() => change(side, 1)}>
                    +1
                  </Button>
                  <Button block disabled={busy} aria-label={`${names[side]} 减1分`} onClick={() => change(side, -1)}>
                    −1
                  </Button>
                  {fouls && (
                    <Space.Compact block>
                      <Button block disabled={busy} aria-label={`${names[side]} 犯规加1`} onClick={() => foul(side, 1)}>
                        犯规 {side === 'home' ? pad.homeFouls : pad.awayFouls}
                      </Button>
                      <Button disabled={busy} aria-label={`${names[side]} 犯规减1`} onClick={() => foul(side, -1)}>
                        −
                      </Button>
                    </Space.Compact>
                  )}
                </Space>
              )}
            </Col>
          ))}
        </Row>
        {bySets && pad.sets.length > 0 && (
          <Typography.Text aria-label="各局比分">
            各局：{pad.sets.map((s, i) => `第${i + 1}局 ${s.home}:${s.away}`).join('，')}
          </Typography.Text>
        )}
        {score.status === 'scheduled' && (
          <Button type="primary" block style={big} disabled={busy || !!conflict} onClick={() => run(() => onEnter({ fixtureId: fixture.id, action: 'start', home: 0, away: 0 }))}>
            开始比赛
          </Button>
        )}
        {live && bySets && (
          <Button block style={{ height: 56 }} disabled={busy || pad.setHome === pad.setAway} onClick={endSet}>
            本局结束
          </Button>
        )}
        {live && (
          <Button type="primary" danger block style={{ height: 56 }} disabled={busy} onClick={confirmFinal}>
            确认终场比分
          </Button>
        )}
        {score.status === 'finished' && (
          <Alert
            type={score.pending > 0 ? 'info' : 'success'}
            showIcon
            title={score.pending > 0 ? '终场比分已保存在本机，联网后自动同步' : '终场比分已录入'}
          />
        )}
      </Space>
    </Card>
  );
}
