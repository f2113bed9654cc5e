import type { HTMLAttributes } from 'react';
import { Alert, Button, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { StatusTag } from 'shared/antd';
import type { LiveAction } from '../api/save-live-score';
import type { ScheduleClash, ScheduleFixture } from '../api/types';
import { canScore, FIXTURE_STATUS, scoreText } from './schedule-labels';
import { liveScoreText } from './use-live-score';

export interface FixtureTableProps {
  fixtures: ScheduleFixture[] | null;
  clashes?: ScheduleClash[];
  /** Show 项目 / 阶段 / 轮次 columns (the competition-wide score entry list). */
  showPhase?: boolean;
  /** Show the 赛事 column first (a referee's fixtures come from several competitions). */
  showCompetition?: boolean;
  onEdit?: (f: ScheduleFixture) => void;
  onScore: (f: ScheduleFixture) => void;
  onHistory: (f: ScheduleFixture) => void;
  /** 直播比分: 开始比赛 / 更新比分 / 取消开始 (see useLiveScore). */
  onLive?: (f: ScheduleFixture, action: LiveAction) => void;
}

const side = (name: string, seed: number | null) => (seed ? `${name}（${seed}号种子）` : name);

/** Fixtures: 时间, 场地, 主队, 比分, 客队, 裁判, 状态, with 编辑 / 录入比分 / 比分记录; rows in a clash are flagged. */
export function FixtureTable({ fixtures, clashes = [], showPhase, showCompetition, onEdit, onScore, onHistory, onLive }: FixtureTableProps) {
  const clashOf = (id: number) => clashes.filter((c) => c.fixture_ids.includes(id));
  const columns: ColumnsType<ScheduleFixture> = [
    ...(showCompetition ? ([{ title: '赛事', dataIndex: 'competition_name', key: 'competition_name' }] as ColumnsType<ScheduleFixture>) : []),
    ...(showPhase
      ? ([
          { title: '项目', dataIndex: 'item_name', key: 'item_name' },
          { title: '阶段', dataIndex: 'phase_name', key: 'phase_name' },
          { title: '轮次', key: 'round', render: (_: unknown, f: ScheduleFixture) => `${f.group_name ? `${f.group_name} ` : ''}${f.round_name}` },
        ] as ColumnsType<ScheduleFixture>)
      : []),
    {
      title: '时间',
      key: 'starts_at',
      render: (_: unknown, f) => {
        const own = clashOf(f.id);
        return (
          <Space size={4}>
            {formatDateTime(f.starts_at)}
            {own.length > 0 && (
              <Tooltip title={own.map((c) => c.message).join('；')}>
                <Tag color="red">冲突</Tag>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
    { title: '场地', dataIndex: 'court_name', key: 'court_name', render: (v: string) => v || '-' },
    { title: '主队', key: 'home', render: (_: unknown, f) => side(f.home_name, f.home_seed) },
    { title: '比分', key: 'score', render: (_: unknown, f) => liveScoreText(f) ?? scoreText(f) },
    { title: '客队', key: 'away', render: (_: unknown, f) => side(f.away_name, f.away_seed) },
    { title: '裁判', key: 'referees', render: (_: unknown, f) => f.referees.map((r) => r.name).join('、') || '-' },
    { title: '状态', dataIndex: 'status', key: 'status', render: (v: ScheduleFixture['status']) => <StatusTag status={v} map={FIXTURE_STATUS} /> },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, f) =>
        f.bye ? (
          '轮空'
        ) : (
          <Space size={0} wrap>
            {onEdit && (
              <Button type="link" size="small" onClick={() => onEdit(f)}>
                编辑
              </Button>
            )}
            {onLive && canScore(f) && f.status === 'scheduled' && (
              <Button type="link" size="small" onClick={() => onLive(f, 'start')}>
                开始比赛
              </Button>
            )}
            {onLive && f.status === 'live' && (
              <>
                <Button type="link" size="small" onClick={() => onLive(f, 'update')}>
                  更新比分
                </Button>
                <Button type="link" size="small" danger onClick={() => onLive(f, 'stop')}>
                  取消开始
                </Button>
              </>
            )}
            {canScore(f) && (
              <Button type="link" size="small" onClick={() => onScore(f)}>
                {f.status === 'finished' ? '修改比分' : '录入比分'}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => onHistory(f)}>
              比分记录
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <Table<ScheduleFixture>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      loading={{ spinning: fixtures === null, description: LOADING_TEXT }}
      locale={{ emptyText: fixtures === null ? LOADING_TEXT : EMPTY_TEXT }}
      dataSource={fixtures ?? []}
      columns={columns}
      rowClassName={(f) => (clashOf(f.id).length ? 'schedule-clash-row' : '')}
      onRow={(f) => (clashOf(f.id).length ? { style: { background: '#fff1f0' }, 'aria-label': `冲突：${f.home_name} vs ${f.away_name}` } as HTMLAttributes<HTMLElement> : {})}
    />
  );
}

/** 赛程冲突 warning: one line per clash, in the server's Chinese. */
export function ClashAlert({ clashes }: { clashes: ScheduleClash[] }) {
  if (!clashes.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`发现 ${clashes.length} 处赛程冲突`}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {clashes.map((c, i) => (
            <li key={`${c.kind}-${c.fixture_ids.join('-')}-${i}`}>{c.message}</li>
          ))}
        </ul>
      }
    />
  );
}
