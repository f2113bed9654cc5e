import { useEffect, useState } from 'react';
import { Form, Result, Select, Space, Tag, Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime, getInstitutionList, useSession, type Institution } from 'shared';
import { KeywordFilter, ListPage, StatusTag, useConfirm, useRowActions } from 'shared/antd';
import { getLiveRooms, hideLiveRoom, type LiveRoom, type LiveRoomQuery, type LiveStatus } from '../api/live-admin';
import { LiveStatusFilter } from '../components/live-room-list';
import { isPublicRoom, LIVE_STATUS, publicLiveHref } from '../components/live-status';

type Filters = { status?: LiveStatus; institution_id?: number; hidden?: 0 | 1; keyword?: string };

/**
 * 直播列表 (backLivesList, platform admin): every institution's rooms with status, institution, visibility and
 * keyword filters; 隐藏 takes any room off the official site, 恢复 brings it back.
 */
export const BackLivesPage = observer(function BackLivesPage() {
  const session = useSession();
  if (!session.isAdmin) return <Result status="403" title="只有平台管理员可以查看全部直播" />;
  return <AdminLives />;
});

function AdminLives() {
  const confirm = useConfirm();
  const { version, act } = useRowActions();
  const [institutions, setInstitutions] = useState<Institution[]>([]);

  useEffect(() => {
    getInstitutionList({ start: 0, count: 100 }).then(
      (r) => setInstitutions(r.list),
      () => setInstitutions([]),
    );
  }, []);

  const columns: TableColumnsType<LiveRoom> = [
    {
      title: '直播标题',
      dataIndex: 'title',
      key: 'title',
      render: (title: string, r: LiveRoom) =>
        isPublicRoom(r) ? (
          <a href={publicLiveHref(r.id)} target="_blank" rel="noreferrer">
            {title}
          </a>
        ) : (
          title
        ),
    },
    { title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '关联赛事', dataIndex: 'competition_name', key: 'competition_name', render: (v: string) => v || '-' },
    { title: '计划开始', dataIndex: 'scheduled_start', key: 'scheduled_start', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: LiveStatus) => <StatusTag status={s} map={LIVE_STATUS} /> },
    {
      title: '官网',
      key: 'visibility',
      render: (_: unknown, r: LiveRoom) => (
        <Space size={4}>
          {r.admin_hidden ? <Tag color="red">平台已隐藏</Tag> : null}
          {r.visibility === 'hidden' ? <Tag>机构隐藏</Tag> : null}
          {isPublicRoom(r) ? <Tag color="green">公开</Tag> : null}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, r: LiveRoom) =>
        r.admin_hidden ? (
          <Button type="link" size="small" onClick={() => act(() => hideLiveRoom(r.id, 0), '已恢复')} aria-label={`恢复 ${r.title}`}>
            恢复
          </Button>
        ) : (
          <Button
            type="link"
            size="small"
            danger
            onClick={() => confirm({ content: `隐藏后「${r.title}」不再在官网显示，机构也不能自行恢复。确定隐藏吗？`, danger: true }, () => act(() => hideLiveRoom(r.id, 1), '已隐藏'))}
            aria-label={`隐藏 ${r.title}`}
          >
            隐藏
          </Button>
        ),
    },
  ];

  return (
    <ListPage<LiveRoom, LiveRoomQuery, Filters>
      key={version}
      title="直播列表"
      fetcher={getLiveRooms}
      rowKey="id"
      columns={columns}
      filters={
        <>
          <LiveStatusFilter statuses={['未开始', '直播中', '已结束']} width={120} />
          <Form.Item name="institution_id" label="机构">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="全部机构" style={{ width: 220 }} options={institutions.map((i) => ({ value: i.id, label: i.name }))} />
          </Form.Item>
          <Form.Item name="hidden" label="官网显示">
            <Select
              allowClear
              placeholder="全部"
              style={{ width: 110 }}
              options={[
                { value: 0, label: '公开' },
                { value: 1, label: '隐藏' },
              ]}
            />
          </Form.Item>
          <KeywordFilter placeholder="直播标题" width={180} />
        </>
      }
    />
  );
}

export default BackLivesPage;
