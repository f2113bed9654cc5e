import { useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, Empty, Flex, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { enableOfflinePage, http, useSession, type OfflineState } from 'shared';
import { padScore, type CourtsideFixture } from 'shared/rules';
import type { ScheduleFixture } from '../api/types';
import { FIXTURE_STATUS } from '../components/schedule-labels';
import { EMPTY_PAD, loadPad, savePad, type PadCount } from '../api/courtside-store';
import { useCourtside } from '../api/use-courtside';
import { ScorePad, type PadModel } from '../components/score-pad';

/** The page's path: also the scope of its offline service worker. */
export const COURTSIDE_PATH = '/admin/match/referee/courtside';

type Shown = 'today' | 'open' | 'all';
const SHOWN_OPTIONS: { value: Shown; label: string }[] = [
  { value: 'today', label: '今天' },
  { value: 'open', label: '未结束' },
  { value: 'all', label: '全部' },
];

const localDay = (iso: string | null) => {
  if (!iso) return null;
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};

const timeText = (iso: string | null) => {
  if (!iso) return '时间待定';
  const d = new Date(iso);
  return `${d.getMonth() + 1}月${d.getDate()}日 ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

interface ItemRule {
  model: PadModel;
  fouls: boolean;
}

/**
 * 场边计分 (`/admin/match/referee/courtside`, from 我的执裁): the referee's fixtures of the day on a phone and a
 * big-button score pad for each. It works without a network: the page and its data are kept by the offline service
 * worker, entries are queued on the phone (IndexedDB) with the fixture's version and sent when the network returns;
 * a conflict with a change made meanwhile is shown with both values.
 */
export const CourtsidePage = observer(function CourtsidePage() {
  const session = useSession();
  // from the account cookie: known offline too
  const userId = session.account?.user_id ?? null;
  const courtside = useCourtside(userId);
  const { fixtures, queue, online, syncing, loadError } = courtside;
  const [offline, setOffline] = useState<OfflineState | null>(null);
  const [shown, setShown] = useState<Shown>('today');
  const [openId, setOpenId] = useState<number | null>(null);
  const [rules, setRules] = useState<Map<number, ItemRule>>(new Map());
  const [pad, setPad] = useState<PadCount>(EMPTY_PAD);

  useEffect(() => {
    let live = true;
    void enableOfflinePage(COURTSIDE_PATH).then((s) => live && setOffline(s));
    return () => {
      live = false;
    };
  }, []);

  // the score rule of each item (sets or points; fair play counted): kept by the offline worker with the page
  const itemIds = useMemo(() => [...new Set((fixtures ?? []).map((f) => f.event_item_id))], [fixtures]);
  useEffect(() => {
    let live = true;
    for (const id of itemIds) {
      if (rules.has(id)) continue;
      http
        .get('/admin/schedule/ranking_rules', { event_item_id: id }, { silent: true })
        .then((r) => {
          if (live) setRules((m) => new Map(m).set(id, { model: r.model === 'sets' ? 'sets' : 'goals', fouls: r.tiebreakers.includes('fair_play') }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [itemIds, rules]);

  useEffect(() => {
    if (openId === null || userId === null) return;
    let live = true;
    void loadPad(userId, openId).then((p) => live && setPad(p));
    return () => {
      live = false;
    };
  }, [openId, userId]);

  const today = localDay(new Date().toISOString());
  const hasToday = (fixtures ?? []).some((f) => localDay(f.starts_at) === today);
  const view = shown === 'today' && !hasToday && fixtures?.length ? 'open' : shown;
  const list = useMemo(
    () =>
      (fixtures ?? []).filter((f) => {
        if (f.home_id === null || f.away_id === null) return false;
        if (view === 'today') return localDay(f.starts_at) === today;
        if (view === 'open') return padScore(f as CourtsideFixture, queue).status !== 'finished';
        return true;
      }),
    [fixtures, view, today, queue],
  );
  const pending = queue.length;
  const conflicts = queue.filter((e) => e.conflict).length;

  const savePadCount = useCallback(
    async (next: PadCount) => {
      if (userId === null || openId === null) return;
      await savePad(userId, openId, next);
      setPad(next);
    },
    [userId, openId],
  );

  const open = openId === null ? null : (fixtures?.find((f) => f.id === openId) ?? null);
  const header = (
    <Space wrap size={8} role="status" aria-label="同步状态">
      {online ? <Tag color="green">在线</Tag> : <Tag color="red">离线：录入的比分保存在本机</Tag>}
      {pending > 0 ? <Tag color="orange">待同步 {pending} 条</Tag> : <Tag>已全部同步</Tag>}
      {conflicts > 0 && <Tag color="volcano">比分冲突 {conflicts} 场</Tag>}
      {offline === 'ready' && <Tag color="blue">已可离线使用</Tag>}
      <Button size="small" loading={syncing} onClick={courtside.syncNow}>
        立即同步
      </Button>
    </Space>
  );

  if (open) {
    const rule = rules.get(open.event_item_id) ?? { model: 'goals' as const, fouls: false };
    const score = padScore(open as CourtsideFixture & ScheduleFixture, queue);
    const startEntry = queue.find((e) => e.fixtureId === open.id && e.action === 'start');
    return (
      <div style={{ maxWidth: 520, margin: '0 auto' }}>
        <div style={{ marginBottom: 12 }}>{header}</div>
        <ScorePad
          fixture={open}
          score={score}
          model={rule.model}
          fouls={rule.fouls}
          pad={pad}
          startedAt={open.live_started_at ?? startEntry?.enteredAt ?? null}
          onEnter={courtside.enter}
          onPad={savePadCount}
          onKeepMine={courtside.keepMine}
          onTakeServer={courtside.takeServer}
          onBack={() => setOpenId(null)}
        />
      </div>
    );
  }

  return (
    <div style={{ maxWidth: 520, margin: '0 auto' }}>
      <Card title="场边计分" size="small" extra={<Segmented aria-label="显示" size="small" value={view} options={SHOWN_OPTIONS} onChange={(v) => setShown(v as Shown)} />}>
        <Space orientation="vertical" style={{ width: '100%' }} size={12}>
          {header}
          <Typography.Text type="secondary">
            在场边用手机计分：没有网络时照常录入，比分保存在本机，联网后按顺序自动同步；若有人同时修改了同一场比赛，会请您选择保留哪一个比分。
          </Typography.Text>
          {fixtures === null ? (
            <Spin />
          ) : list.length === 0 ? (
            <Empty description={loadError ? '无法加载比赛，请联网后重试' : view === 'today' ? '今天没有您执裁的比赛' : '暂无数据'} />
          ) : (
            <ul aria-label="比赛" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((f) => {
                const s = padScore(f as CourtsideFixture, queue);
                return (
                  <li key={f.id} style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', padding: '12px 0' }}>
                    <Flex justify="space-between" align="center" gap={12}>
                      <Space orientation="vertical" size={4}>
                        <Space wrap>
                          <span>
                            {f.home_name} <Typography.Text strong>{s.status === 'scheduled' ? 'vs' : `${s.home}:${s.away}`}</Typography.Text> {f.away_name}
                          </span>
                          <Tag color={FIXTURE_STATUS[s.status].color}>{FIXTURE_STATUS[s.status].text}</Tag>
                          {s.pending > 0 && <Tag color={s.conflict ? 'volcano' : 'orange'}>{s.conflict ? '比分冲突' : '待同步'}</Tag>}
                        </Space>
                        <Typography.Text type="secondary">
                          {[timeText(f.starts_at), f.court_name, f.item_name, f.round_name].filter(Boolean).join(' · ')}
                        </Typography.Text>
                      </Space>
                      <Button type="primary" onClick={() => setOpenId(f.id)} aria-label={`计分 ${f.home_name} vs ${f.away_name}`}>
                        计分
                      </Button>
                    </Flex>
                  </li>
                );
              })}
            </ul>
          )}
        </Space>
      </Card>
    </div>
  );
});

export default CourtsidePage;
