import { useCallback, useEffect, useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { formatAmount, formatDateTime, LOADING_TEXT } from 'shared';
import { fieldLabel } from 'shared/rules';
import { MarkPaidModal, StatusTag } from 'shared/antd';
import { getSignUpDetail } from '../api/get-sign-up-detail';
import type { EntryType, SignUpCustomField, SignUpDetail, SignUpMember } from '../api/types';
import { genderText, ORDER_STATUS, SIGN_UP_STATUS } from './sign-up-texts';

export interface DetailTarget {
  id: number;
  entryType: EntryType;
}

const SOURCE_TEXT: Record<SignUpDetail['source'], string> = { public: '官网报名', organiser: '主办方添加', import: '批量导入' };

/** Detail of an entry: who, members (team), status history, fee order with 标记线下收款 while 待支付. */
export function SignUpDetailDrawer({
  target,
  customFields = [],
  onClose,
  onChanged,
}: {
  target: DetailTarget | null;
  /** The competition's custom fields, to label the entry's extra values. */
  customFields?: SignUpCustomField[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [detail, setDetail] = useState<SignUpDetail | null>(null);
  const [paying, setPaying] = useState<number | null>(null);

  const load = useCallback(async () => {
    if (!target) return;
    try {
      setDetail(await getSignUpDetail(target.id, target.entryType));
    } catch {
      onClose();
    }
  }, [target, onClose]);

  useEffect(() => {
    setDetail(null);
    void load();
  }, [load]);

  const team = detail?.entry_type === 'team';
  const extras = detail ? Object.entries(detail.extra) : [];
  return (
    <Drawer open={target !== null} onClose={onClose} title={detail ? `报名详情：${detail.entrant_name}` : '报名详情'} size={720} destroyOnHidden>
      {target && !detail ? <Spin description={LOADING_TEXT} /> : null}
      {detail ? (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={team ? '队名' : '姓名'}>{detail.entrant_name}</Descriptions.Item>
            <Descriptions.Item label="项目">{detail.event_item_name}</Descriptions.Item>
            {team ? <Descriptions.Item label="队长">{detail.real_name}</Descriptions.Item> : null}
            <Descriptions.Item label="状态">
              <StatusTag status={detail.status} map={SIGN_UP_STATUS} />
            </Descriptions.Item>
            {!team ? <Descriptions.Item label={fieldLabel('id_card')}>{detail.id_card || '-'}</Descriptions.Item> : null}
            {!team ? <Descriptions.Item label={fieldLabel('gender')}>{genderText(detail.gender)}</Descriptions.Item> : null}
            {!team ? <Descriptions.Item label={fieldLabel('birth_date')}>{detail.birth_date ?? '-'}</Descriptions.Item> : null}
            <Descriptions.Item label={fieldLabel('phone')}>{detail.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label="单位">{detail.affiliation || '-'}</Descriptions.Item>
            <Descriptions.Item label="种子号">{detail.seed ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="来源">{SOURCE_TEXT[detail.source]}</Descriptions.Item>
            <Descriptions.Item label="报名时间">{formatDateTime(detail.created_at)}</Descriptions.Item>
            {detail.reason ? <Descriptions.Item label="驳回/取消原因">{detail.reason}</Descriptions.Item> : null}
            {extras.map(([key, value]) => (
              <Descriptions.Item key={key} label={customFields.find((f) => f.key === key)?.label ?? key}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>

          {team ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                队员（{detail.members.length}人）
              </Typography.Title>
              <Table<SignUpMember>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={detail.members}
                columns={[
                  { title: fieldLabel('real_name'), dataIndex: 'real_name', key: 'real_name', render: (v: string, m) => (m.is_captain ? <>{v} <Tag color="blue">队长</Tag></> : v) },
                  { title: fieldLabel('id_card'), dataIndex: 'id_card', key: 'id_card', render: (v: string) => v || '-' },
                  { title: fieldLabel('phone'), dataIndex: 'phone', key: 'phone', render: (v: string) => v || '-' },
                  { title: fieldLabel('gender'), dataIndex: 'gender', key: 'gender', render: (g: number) => genderText(g) },
                  { title: fieldLabel('birth_date'), dataIndex: 'birth_date', key: 'birth_date', render: (v: string | null) => v ?? '-' },
                ]}
              />
            </>
          ) : null}

          <Typography.Title level={5} style={{ marginTop: 24 }}>
            报名费订单
          </Typography.Title>
          {detail.order_id ? (
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="订单号">{detail.order_no}</Descriptions.Item>
              <Descriptions.Item label="金额">{formatAmount(detail.amount_cents)}</Descriptions.Item>
              <Descriptions.Item label="订单状态">
                <StatusTag status={detail.order_status} map={ORDER_STATUS} />
              </Descriptions.Item>
              <Descriptions.Item label="支付时间">{formatDateTime(detail.paid_at)}</Descriptions.Item>
              {detail.order_status === '待支付' ? (
                <Descriptions.Item label="操作" span={2}>
                  <Button type="primary" size="small" onClick={() => setPaying(detail.order_id)}>
                    标记线下收款
                  </Button>
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">无报名费订单（免费项目或尚未审核通过）</Typography.Text>
          )}

          <Typography.Title level={5} style={{ marginTop: 24 }}>
            状态历史
          </Typography.Title>
          {detail.history.length === 0 ? (
            <Empty description="暂无数据" />
          ) : (
            <Timeline
              items={detail.history.map((h) => ({
                key: h.id,
                content: (
                  <>
                    <div>
                      {h.from_status ? `${SIGN_UP_STATUS[h.from_status as keyof typeof SIGN_UP_STATUS]?.text ?? h.from_status} → ` : ''}
                      {SIGN_UP_STATUS[h.to_status].text}
                    </div>
                    <Typography.Text type="secondary">
                      {formatDateTime(h.at)} {h.actor_name}
                      {h.reason ? `：${h.reason}` : ''}
                    </Typography.Text>
                  </>
                ),
              }))}
            />
          )}
          <MarkPaidModal
            title="标记线下收款"
            doneText="已标记为线下收款"
            orderId={paying}
            onClose={() => setPaying(null)}
            onDone={() => {
              setPaying(null);
              void load();
              onChanged();
            }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
