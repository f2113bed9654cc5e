import { useEffect, useState } from 'react';
import { Alert, App, Descriptions, Form, Input, Modal, Spin } from 'antd';
import { formatAmount, LOADING_TEXT, useSubmitAttempt } from 'shared';
import { REFUND_MSG, REFUND_REQUEST_MSG } from 'shared/rules';
import { NoteField } from 'shared/antd';
import { applyRefund } from '../api/apply-refund';
import { getRefundPreview } from '../api/get-refund-preview';
import type { RefundPreview } from '../api/types';
import { centsOf, refundAmountRule, yuanText } from './yuan-amount';

interface ApplyValues {
  amount: string;
  reason: string;
}

export interface RefundApplyModalProps {
  /** The payer's paid order; null = closed. */
  orderNo: string | null;
  onClose: () => void;
  /** After the request was made. */
  onDone: () => void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; preview: RefundPreview };

/** Why nothing may be asked back now, or null. */
function blocked(preview: RefundPreview): string | null {
  if (preview.open_refund === 1) return `${REFUND_REQUEST_MSG.alreadyOpen}，请等待审核`;
  if (preview.refundable_cents > 0) return null;
  if (preview.paid_cents > 0 && preview.refunded_cents >= preview.paid_cents) return '该订单已全额退款';
  return REFUND_MSG.nothingRefundable;
}

/**
 * 申请退款 (我的订单, a paid sign-up fee): what was paid and refunded, what the competition's refund policy lets the
 * payer ask back now (the whole of it by default) and a required 退款原因; the organiser reviews the request.
 */
export function RefundApplyModal({ orderNo, onClose, onDone }: RefundApplyModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyValues>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const attempt = useSubmitAttempt();

  useEffect(() => {
    if (orderNo === null) return;
    let alive = true;
    setLoad({ state: 'loading' });
    getRefundPreview(orderNo)
      .then((preview) => alive && setLoad({ state: 'ready', preview }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [orderNo]);

  const preview = load.state === 'ready' ? load.preview : null;
  const why = preview ? blocked(preview) : null;

  const submit = async ({ amount, reason }: ApplyValues) => {
    if (!preview) return;
    setSaving(true);
    try {
      const payload = { order_no: preview.order_no, amount_cents: centsOf(amount), reason: reason.trim() };
      await attempt.send(payload, (key) => applyRefund(payload, key));
      message.success('退款申请已提交，等待审核');
      onDone();
    } catch {
      // the shared client shows the server's message; the modal keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={orderNo !== null}
      title="申请退款"
      okText="提交申请"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !preview || why !== null }}
      destroyOnHidden
    >
      {load.state === 'loading' ? <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 24 }} /> : null}
      {load.state === 'failed' ? <Alert type="error" showIcon title="退款信息加载失败，请关闭后重试" /> : null}
      {preview ? (
        <>
          <Descriptions column={3} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="已付">{formatAmount(preview.paid_cents)}</Descriptions.Item>
            <Descriptions.Item label="已退">{formatAmount(preview.refunded_cents)}</Descriptions.Item>
            <Descriptions.Item label="可退">{formatAmount(preview.refundable_cents)}</Descriptions.Item>
          </Descriptions>
          <Alert type="info" showIcon title={`退款规则：${preview.policy_text}`} style={{ marginBottom: 16 }} />
          {why ? (
            <Alert type="warning" showIcon title={why} />
          ) : (
            <Form
              form={form}
              layout="vertical"
              onFinish={submit}
              aria-label="申请退款"
              initialValues={{ amount: yuanText(preview.refundable_cents), reason: '' }}
              // each order's form starts afresh (the form instance outlives the modal's content)
              clearOnDestroy
            >
              <Form.Item
                name="amount"
                label="退款金额（元）"
                rules={[{ required: true, whitespace: true, message: '请填写退款金额' }, refundAmountRule(preview.refundable_cents)]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
              <NoteField name="reason" label="退款原因" requiredMessage={REFUND_REQUEST_MSG.reasonRequired} placeholder="如 行程冲突无法参赛" />
            </Form>
          )}
        </>
      ) : null}
    </Modal>
  );
}
