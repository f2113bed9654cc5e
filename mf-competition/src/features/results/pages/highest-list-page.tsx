import { useEffect, useState } from 'react';
import { App, Button, Card, Drawer, Form, Input, Select, Space, Timeline, Typography } from 'antd';
import { EMPTY_TEXT, formatDate, formatDateTime, LOADING_TEXT, statusOptions, useListQuery } from 'shared';
import { FilterBar, ListTable, ReviewModal, StatusTag, useConfirm } from 'shared/antd';
import { getRecordHistory } from '../api/get-record-history';
import { getRecordList } from '../api/get-record-list';
import { reviewRecord } from '../api/review-record';
import type { RecordListQuery, SportRecord } from '../api/types';
import { GENDER_LABEL, RECORD_STATUS } from '../components/results-labels';

const keyText = (r: SportRecord) => `${r.sport} ${r.item_name}（${GENDER_LABEL[r.gender] ?? ''}${r.age_group ? ` ${r.age_group}` : ''}）`;

function RecordHistoryDrawer({ record, onClose }: { record: SportRecord; onClose: () => void }) {
  const [list, setList] = useState<SportRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    getRecordHistory({ sport: record.sport, item_name: record.item_name, gender: record.gender as 0 | 1 | 2, age_group: record.age_group })
      .then((h) => live && setList(h.list))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [record]);
  return (
    <Drawer open width={480} title={`纪录历史：${keyText(record)}`} onClose={onClose}>
      {list === null ? (
        <Typography.Text>{LOADING_TEXT}</Typography.Text>
      ) : list.length === 0 ? (
        <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>
      ) : (
        <Timeline
          items={list.map((r) => ({
            color: RECORD_STATUS[r.status].color === 'default' ? 'gray' : RECORD_STATUS[r.status].color,
            content: (
              <div aria-label={`纪录 ${r.value}`}>
                <Space>
                  <strong>{r.value}</strong>
                  <StatusTag status={r.status} map={RECORD_STATUS} />
                </Space>
                <div>
                  {r.holder_name}
                  {r.affiliation ? `（${r.affiliation}）` : ''} · {r.competition_name || '-'} · {formatDate(r.achieved_at)}
                </div>
                {r.reviewed_at ? (
                  <Typography.Text type="secondary">
                    {formatDateTime(r.reviewed_at)} {r.reviewer_name}
                    {r.reason ? `：${r.reason}` : ''}
                  </Typography.Text>
                ) : null}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

interface Filters {
  status?: SportRecord['status'];
  sport?: string;
  keyword?: string;
}

/**
 * 最高纪录 (highestList, `/admin/gradeManage/highestList`, platform admin): records and proposals with a status filter
 * (待确认/已确认/已驳回/已被打破); 确认 / 驳回 (with a reason) of pending proposals; the history of a record key.
 */
export default function HighestListPage() {
  const state = useListQuery<SportRecord, RecordListQuery>(getRecordList);
  const [rejecting, setRejecting] = useState<SportRecord | null>(null);
  const [history, setHistory] = useState<SportRecord | null>(null);
  const { message } = App.useApp();
  const confirm = useConfirm();

  const ratify = (r: SportRecord) =>
    confirm(
      {
        title: '确认纪录',
        content: `确认 ${r.holder_name} 在「${r.competition_name}」创造的 ${keyText(r)} 成绩 ${r.value} 为新纪录吗？${r.current_value !== null ? `（当前纪录 ${r.current_value}）` : ''}`,
      },
      async () => {
        try {
          await reviewRecord({ id: r.id, action: 'ratify' });
          message.success('已确认为新纪录');
          state.reload();
        } catch {
          // shown by the shared client (该成绩未超过当前纪录，不能认定 …)
        }
      },
    );

  const reject = async (reason: string) => {
    if (!rejecting) return;
    await reviewRecord({ id: rejecting.id, action: 'reject', reason });
    message.success('已驳回');
    setRejecting(null);
    state.reload();
  };

  return (
    <Card title="最高纪录" variant="borderless">
      <FilterBar<Filters> onSearch={(v) => state.search(v)}>
        <Form.Item name="status" label="状态">
          <Select aria-label="状态" allowClear placeholder="全部" style={{ width: 140 }} options={statusOptions(RECORD_STATUS)} />
        </Form.Item>
        <Form.Item name="sport" label="运动项目">
          <Input aria-label="运动项目" allowClear placeholder="如：田径" />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input aria-label="关键字" allowClear placeholder="项目、保持者或赛事" />
        </Form.Item>
      </FilterBar>
      <ListTable<SportRecord>
        state={state}
        sizeChanger
        aria-label="最高纪录"
        rowKey="id"
        columns={[
          { title: '运动项目', dataIndex: 'sport', key: 'sport' },
          { title: '项目', key: 'item', render: (_: unknown, r) => `${r.item_name}${r.age_group ? `（${r.age_group}）` : ''}` },
          { title: '性别', dataIndex: 'gender', key: 'gender', render: (v: number) => GENDER_LABEL[v] ?? '-' },
          { title: '成绩', dataIndex: 'value', key: 'value', render: (v: number) => <strong>{v}</strong> },
          { title: '当前纪录', dataIndex: 'current_value', key: 'current_value', render: (v: number | null) => v ?? '-' },
          { title: '保持者', key: 'holder', render: (_: unknown, r) => `${r.holder_name}${r.affiliation ? `（${r.affiliation}）` : ''}` },
          { title: '赛事', dataIndex: 'competition_name', key: 'competition_name', render: (v: string) => v || '-' },
          { title: '创造日期', dataIndex: 'achieved_at', key: 'achieved_at', render: (v: string) => formatDate(v) },
          { title: '状态', dataIndex: 'status', key: 'status', render: (v: SportRecord['status'], r) => (
            <Space orientation="vertical" size={0}>
              <StatusTag status={v} map={RECORD_STATUS} />
              {r.status === 'rejected' && r.reason ? <Typography.Text type="secondary">{r.reason}</Typography.Text> : null}
            </Space>
          ) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                {r.status === 'pending' ? (
                  <>
                    <Button type="link" size="small" onClick={() => void ratify(r)} aria-label={`确认${r.holder_name}的${r.item_name}纪录`}>
                      确认
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => setRejecting(r)}
                      aria-label={`驳回${r.holder_name}的${r.item_name}纪录`}
                    >
                      驳回
                    </Button>
                  </>
                ) : null}
                <Button type="link" size="small" onClick={() => setHistory(r)} aria-label={`${r.item_name}的纪录历史`}>
                  历史
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ReviewModal
        open={rejecting !== null}
        action="reject"
        title="驳回纪录"
        okText="驳回"
        maxLength={200}
        description={rejecting ? `${rejecting.holder_name} · ${keyText(rejecting)} · ${rejecting.value}` : null}
        reasonPlaceholder="请填写驳回原因"
        onCancel={() => setRejecting(null)}
        onSubmit={reject}
      />
      {history ? <RecordHistoryDrawer key={history.id} record={history} onClose={() => setHistory(null)} /> : null}
    </Card>
  );
}
