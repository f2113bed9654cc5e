import { useState } from 'react';
import { App, Button, Form, Image, Input, List, Select, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime, statusOptions, useRootStore, type StatusMap } from 'shared';
import { FormModal, ListPage, NoteField, StatusTag } from 'shared/antd';
import { getFeedbackList, replyFeedback, type FeedbackListQuery, type VenueFeedback } from '../api/feedback';

const FEEDBACK_STATUS: StatusMap<VenueFeedback['status']> = {
  pending: { text: '待回复', color: 'gold' },
  replied: { text: '已回复', color: 'green' },
};

/**
 * The feedback inbox: users' suggestions about venues (text and photos) with the venue's and the platform's replies;
 * 回复 opens the thread and sends a reply the user reads in 我的反馈, then the list and the badge are read again.
 * The platform's 意见反馈 (every venue) and a venue's 用户反馈 tab of 场馆信息 (`venueId`: that venue's only; the
 * server answers a venue manager their venues' and replies as 场馆回复) are this one component.
 */
export function FeedbackInbox({ title, venueId }: { title?: string; venueId?: number }) {
  const { message } = App.useApp();
  const { ui } = useRootStore();
  const [replying, setReplying] = useState<VenueFeedback | null>(null);
  const [version, setVersion] = useState(0);

  const columns: TableColumnsType<VenueFeedback> = [
    {
      title: '反馈内容',
      dataIndex: 'content',
      key: 'content',
      render: (v: string, f: VenueFeedback) => (
        <Space orientation="vertical" size={4}>
          <Typography.Text>{v}</Typography.Text>
          {f.photos.length > 0 ? (
            <Image.PreviewGroup>
              <Space size={4}>
                {f.photos.map((src, i) => (
                  <Image key={`${src}-${i}`} src={src} alt={`反馈图片${i + 1}`} width={48} height={48} />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
        </Space>
      ),
    },
    ...(venueId ? [] : [{ title: '场馆', dataIndex: 'venue_name', key: 'venue_name', render: (v: string) => v || '平台' }]),
    { title: '反馈人', dataIndex: 'user_name', key: 'user_name', render: (v: string) => v || '匿名' },
    { title: '联系方式', dataIndex: 'contact', key: 'contact', render: (v: string) => v || '-' },
    { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: VenueFeedback['status']) => <StatusTag status={s} map={FEEDBACK_STATUS} /> },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, f: VenueFeedback) => (
        <Button type="link" size="small" onClick={() => setReplying(f)} aria-label={`回复反馈 ${f.id}`}>
          {f.status === 'pending' ? '回复' : '查看回复'}
        </Button>
      ),
    },
  ];

  const fetcher = (query: FeedbackListQuery) => getFeedbackList(venueId ? { ...query, venue_id: venueId } : query);

  const submit = async ({ reply }: { reply: string }) => {
    if (!replying) return;
    await replyFeedback(replying.id, reply.trim());
    message.success('已回复，用户可在我的反馈中查看');
    ui.requestCountsReload();
    setReplying(null);
    setVersion((v) => v + 1);
  };

  return (
    <>
      <ListPage<VenueFeedback, FeedbackListQuery>
        key={version}
        title={title}
        fetcher={fetcher}
        rowKey="id"
        columns={columns}
        filters={
          <>
            <Form.Item name="status" label="回复状态">
              <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statusOptions(FEEDBACK_STATUS)} />
            </Form.Item>
            <Form.Item name="keyword" label="关键字">
              <Input allowClear placeholder={venueId ? '反馈内容' : '反馈内容 / 场馆名称'} style={{ width: 220 }} />
            </Form.Item>
          </>
        }
      />
      <FormModal<{ reply: string }>
        open={replying !== null}
        title="回复意见反馈"
        formLabel="回复意见反馈"
        okText="回复"
        onCancel={() => setReplying(null)}
        onSubmit={submit}
        clearOnDestroy
        intro={
          replying ? (
            <List
              size="small"
              style={{ marginBottom: 16 }}
              header={<Typography.Text strong>{replying.content}</Typography.Text>}
              dataSource={replying.replies}
              locale={{ emptyText: '暂无回复' }}
              renderItem={(r) => (
                <List.Item>
                  {r.side_label}（{r.author_name}，{formatDateTime(r.created_at)}）：{r.content}
                </List.Item>
              )}
            />
          ) : null
        }
      >
        <NoteField name="reply" label="回复内容" requiredMessage="请填写回复内容" max={500} />
      </FormModal>
    </>
  );
}

