import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Descriptions, Result, Space, Spin, Table, Tag } from 'antd';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT, REVIEW_STATUS } from 'shared';
import { CHECK_IN_EVIDENCE_TEXT, formatCheckInAmount, formatPace } from 'shared/rules';
import { StatusTag } from 'shared/antd';
import { getParticipantCheckIns } from '../api/check-ins';
import type { CheckInParticipant, CheckInRecord } from '../api/types';
import { CheckInCalendar } from '../components/check-in-calendar';
import { RoutePicture } from '../components/route-picture';

const PAGE = 10;

/**
 * 打卡数据 (ClockPlayerData, `…/clock/playerdata/:cpid`, cpid = the participant's entry): their tally, the calendar of
 * the challenge's days and their records, a track's route drawn as a picture.
 */
export function CheckInParticipantPage() {
  const params = useParams();
  const competitionId = Number(params.id);
  const signUpId = Number(params.cpid);
  const [start, setStart] = useState(0);
  const [load, setLoad] = useState<{ state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: CheckInParticipant }>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    getParticipantCheckIns(competitionId, signUpId, { start, count: PAGE })
      .then((data) => live && setLoad({ state: 'ready', data }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [competitionId, signUpId, start]);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="打卡数据加载失败，请刷新重试" />;
  const { data } = load;
  const kind = data.settings.goal_kind;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={`打卡数据：${data.tally.name}`} variant="borderless">
        <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label="累计">{formatCheckInAmount(kind, data.tally.total)}</Descriptions.Item>
          <Descriptions.Item label="打卡天数">{data.tally.days} 天</Descriptions.Item>
          <Descriptions.Item label="最长连续">{data.tally.longest} 天</Descriptions.Item>
          <Descriptions.Item label="当前连续">{data.tally.current} 天</Descriptions.Item>
          <Descriptions.Item label="目标">{data.tally.goal_met ? <Tag color="green">已完成</Tag> : <Tag>未完成</Tag>}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="打卡日历" variant="borderless">
        <CheckInCalendar data={data} />
      </Card>
      <Card title="打卡记录" variant="borderless">
        <Table<CheckInRecord>
          aria-label="打卡记录"
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          dataSource={data.list}
          locale={{ emptyText: EMPTY_TEXT }}
          pagination={{ current: start / PAGE + 1, pageSize: PAGE, total: data.total_records, onChange: (page) => setStart((page - 1) * PAGE), showSizeChanger: false }}
          columns={[
            { title: '打卡日', dataIndex: 'day', key: 'day' },
            { title: '凭证', dataIndex: 'evidence', key: 'evidence', render: (v: CheckInRecord['evidence'], r) => (r.evidence_url ? <a href={r.evidence_url}>{CHECK_IN_EVIDENCE_TEXT[v]}</a> : CHECK_IN_EVIDENCE_TEXT[v]) },
            { title: '里程', dataIndex: 'distance_meters', key: 'distance', render: (v: number | null) => (v === null ? '—' : `${(v / 1000).toFixed(2)} 公里`) },
            { title: '时长', dataIndex: 'duration_seconds', key: 'duration', render: (v: number | null) => (v === null ? '—' : formatCheckInAmount('duration', v)) },
            { title: '配速', dataIndex: 'pace_seconds', key: 'pace', render: (v: number | null) => formatPace(v) },
            { title: '开始时间', dataIndex: 'start_at', key: 'start_at', render: (v: string | null) => (v ? formatDateTime(v) : '—') },
            { title: '轨迹', dataIndex: 'route', key: 'route', render: (v: [number, number][]) => (v.length > 1 ? <RoutePicture route={v} /> : '—') },
            { title: '状态', dataIndex: 'status', key: 'status', render: (v: string, r) => <Space orientation="vertical" size={2}><StatusTag status={v} map={REVIEW_STATUS} />{r.flags.map((f) => <Tag key={f} color="volcano">{f}</Tag>)}</Space> },
          ]}
        />
      </Card>
    </Space>
  );
}

export default CheckInParticipantPage;
