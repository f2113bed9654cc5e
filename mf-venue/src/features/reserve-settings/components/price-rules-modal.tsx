import { Button, Form, InputNumber, Select, Space } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { PRICE_BAND_KINDS, PRICE_KIND_LABEL, type PriceBandKind } from 'shared/rules';
import { FormModal } from 'shared/antd';
import type { PriceRulesPayload, VenueCourt } from '../api/types';
import { CLOCK_OPTIONS, START_OPTIONS, centsOf, yuanOf } from './clock-options';

interface RuleValues {
  band: PriceBandKind;
  band_start: string;
  band_end: string;
  price_yuan: number | null;
  member_yuan: number | null;
}

const BAND_OPTIONS = PRICE_BAND_KINDS.map((band) => ({ value: band, label: PRICE_KIND_LABEL[band] }));

/**
 * 价格规则 of one court: bands of 平日 / 周末 / 节假日 / 高峰 with their clock range, the price per hour and the members'
 * price, in yuan (sent in fen). The server checks them with the shared rules (overlaps, half hours, bounds) and its
 * refusal (`第2条价格规则：…`) keeps the modal open.
 */
export function PriceRulesModal({ court, onCancel, onSubmit }: { court: VenueCourt | null; onCancel: () => void; onSubmit: (payload: PriceRulesPayload) => Promise<unknown> }) {
  const rules: RuleValues[] = (court?.price_rules ?? []).map((r) => ({ band: r.band, band_start: r.start, band_end: r.end, price_yuan: yuanOf(r.price_cents), member_yuan: yuanOf(r.member_price_cents) }));
  return (
    <FormModal<{ rules: RuleValues[] }>
      open={court !== null}
      title={court ? `价格规则：${court.name}` : ''}
      formLabel="价格规则"
      initialValues={{ rules }}
      onCancel={onCancel}
      intro={<p>同一类型的时段不能重叠；高峰价优先于平日价、周末价；节假日未设置节假日价时按周末价；没有规则覆盖的时段按标准价。会员价不填为会员按原价。</p>}
      onSubmit={(v) =>
        onSubmit({
          court_id: court!.id,
          price_rules: (v.rules ?? []).map((r) => ({ band: r.band, band_start: r.band_start, band_end: r.band_end, price_cents: centsOf(r.price_yuan) ?? 0, member_price_cents: centsOf(r.member_yuan) })),
        })
      }
    >
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'band']} rules={[{ required: true, message: '请选择类型' }]}>
                  <Select aria-label={`第${i + 1}条 类型`} style={{ width: 96 }} options={BAND_OPTIONS} />
                </Form.Item>
                <Form.Item name={[field.name, 'band_start']} rules={[{ required: true, message: '请选择开始' }]}>
                  <Select aria-label={`第${i + 1}条 开始`} style={{ width: 90 }} options={START_OPTIONS} />
                </Form.Item>
                <Form.Item name={[field.name, 'band_end']} rules={[{ required: true, message: '请选择结束' }]}>
                  <Select aria-label={`第${i + 1}条 结束`} style={{ width: 90 }} options={CLOCK_OPTIONS} />
                </Form.Item>
                <Form.Item name={[field.name, 'price_yuan']} rules={[{ required: true, message: '请填写价格' }]}>
                  <InputNumber aria-label={`第${i + 1}条 价格（元/小时）`} placeholder="元/小时" min={0} max={10000} precision={2} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'member_yuan']}>
                  <InputNumber aria-label={`第${i + 1}条 会员价（元/小时）`} placeholder="会员价" min={0} max={10000} precision={2} style={{ width: 110 }} />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${i + 1}条`} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ band: 'weekday', band_start: '08:00', band_end: '22:00', price_yuan: null, member_yuan: null })}>
              添加价格规则
            </Button>
          </>
        )}
      </Form.List>
    </FormModal>
  );
}
