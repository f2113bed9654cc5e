import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Result, Row, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { EMPTY_TEXT, formatAmount, formatDateTime, LOADING_TEXT, useListQuery } from 'shared';
import { ListTable, useConfirm } from 'shared/antd';
import { buyLivePackage, getLiveOrders, getLivePackages, getLiveQuota, type LivePackage, type LivePurchase, type LiveQuota } from '../api/live-admin';
import { useLiveInstitution } from '../components/use-live-institution';

const ORDER_STATUS_COLOR: Record<string, string> = { 待支付: 'gold', 已支付: 'green', 已退款: 'default', 已关闭: 'default' };

/** The cashier of an order (mf_finance's 收银台, reached by its path). */
const cashierPath = (orderNo: string) => `/admin/account/pay/${encodeURIComponent(orderNo)}`;

/** A client request id: one per purchase intent, so a double click or a retry creates one order. */
const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * 购买直播 (BuyLiveIndex): live packages as cards (购买 → confirm → a 待支付 order for the finance module) and
 * the institution's package orders with their status; paid packages give the room quota.
 */
export const BuyLivePage = observer(function BuyLivePage() {
  const { isAdmin, institutionId } = useLiveInstitution();
  if (isAdmin || !institutionId) return <Result status="info" title="直播套餐由机构购买" subTitle="请以机构账号登录后购买直播套餐" />;
  return <BuyLive key={institutionId} institutionId={institutionId} />;
});

function BuyLive({ institutionId }: { institutionId: number }) {
  const [tab, setTab] = useState('packages');
  const [version, setVersion] = useState(0);
  return (
    <Card title="购买直播" variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'packages', label: '直播套餐', children: <Packages institutionId={institutionId} version={version} onBought={() => { setVersion((v) => v + 1); setTab('orders'); }} /> },
          { key: 'orders', label: '我的订单', children: <Orders key={version} institutionId={institutionId} /> },
        ]}
      />
    </Card>
  );
}

function Packages({ institutionId, version, onBought }: { institutionId: number; version: number; onBought: () => void }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [packages, setPackages] = useState<LivePackage[] | null>(null);
  const [quota, setQuota] = useState<LiveQuota | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    getLivePackages().then(setPackages, () => setPackages([]));
  }, []);
  useEffect(() => {
    getLiveQuota(institutionId).then(setQuota, () => setQuota(null));
  }, [institutionId, version]);

  const buy = (p: LivePackage) => {
    if (busy.current) return;
    busy.current = true;
    // one request id for this confirmation: pressing 确定 twice still creates one order
    const requestId = newRequestId();
    void confirm(
      { title: '确认购买', content: `购买「${p.name}」，金额 ${formatAmount(p.price_cents)}。确认后生成待支付订单，支付完成后可创建直播。`, okText: '确认购买' },
      async () => {
        try {
          const order = await buyLivePackage({ institution_id: institutionId, package_id: p.id, request_id: requestId });
          message.success(`订单已生成：${order.order_no}，请在订单列表中点击「去支付」完成支付`);
          onBought();
        } catch {
          // shown by the shared client
        }
      },
    ).finally(() => {
      busy.current = false;
    });
  };

  if (packages === null) return <p role="status">{LOADING_TEXT}</p>;
  if (packages.length === 0) return <p>{EMPTY_TEXT}</p>;
  return (
    <>
      {quota ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`当前可用直播场次：剩余 ${quota.remaining} 场（共 ${quota.total} 场，已用 ${quota.used} 场；仅计算已支付且在有效期内的套餐）`} />
      ) : null}
      <Row gutter={[16, 16]}>
        {packages.map((p) => (
          <Col key={p.id} xs={24} sm={12} lg={8}>
            <Card
              title={p.name}
              aria-label={p.name}
              actions={[
                <Button key="buy" type="primary" onClick={() => buy(p)} aria-label={`购买 ${p.name}`}>
                  购买
                </Button>,
              ]}
            >
              <Typography.Title level={3} style={{ color: '#fa541c', marginTop: 0 }}>
                {formatAmount(p.price_cents)}
              </Typography.Title>
              <p>
                {p.room_quota} 场直播 · 有效期 {p.valid_days} 天
              </p>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {p.description}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

function Orders({ institutionId }: { institutionId: number }) {
  const state = useListQuery<LivePurchase, { institution_id: number }>(getLiveOrders, { initialQuery: { institution_id: institutionId } });
  const columns: TableColumnsType<LivePurchase> = [
    { title: '订单号', dataIndex: 'order_no', key: 'order_no' },
    { title: '套餐', dataIndex: 'package_name', key: 'package_name' },
    { title: '场次', dataIndex: 'room_quota', key: 'room_quota' },
    { title: '金额', dataIndex: 'amount_cents', key: 'amount_cents', render: (v: number) => formatAmount(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: string) => <Tag color={ORDER_STATUS_COLOR[s] ?? 'default'}>{s}</Tag> },
    { title: '下单时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '有效期至', dataIndex: 'expires_at', key: 'expires_at', render: (v: string | null) => (v ? formatDateTime(v) : '支付后生效') },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, p: LivePurchase) =>
        p.status === '待支付' ? (
          <Link to={cashierPath(p.order_no)} aria-label={`去支付 ${p.order_no}`}>
            去支付
          </Link>
        ) : null,
    },
  ];
  return (
    <ListTable<LivePurchase>
      state={state}
      rowKey="id"
      columns={columns}
    />
  );
}

export default BuyLivePage;
