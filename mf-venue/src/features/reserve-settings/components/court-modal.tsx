import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { FormModal } from 'shared/antd';
import type { VenueCourt } from '../api/types';
import { centsOf, yuanOf } from './clock-options';

export interface CourtFormValues {
  name: string;
  sport: string;
  indoor: 0 | 1;
  capacity: number;
  sort: number;
  price_yuan: number;
  active: boolean;
}

/** 新增场地 / 编辑场地: name, sport, indoor or outdoor, capacity, board order, standard price (yuan in, fen sent), open or retired. */
export function CourtModal({ open, court, sports, onCancel, onSubmit }: { open: boolean; court: VenueCourt | null; sports: readonly string[]; onCancel: () => void; onSubmit: (values: Omit<VenueCourt, 'id' | 'venue_id' | 'status' | 'price_rules'>) => Promise<unknown> }) {
  const initialValues: Partial<CourtFormValues> = court
    ? { name: court.name, sport: court.sport, indoor: court.indoor as 0 | 1, capacity: court.capacity, sort: court.sort, price_yuan: yuanOf(court.price_per_hour_cents) ?? 0, active: court.active === 1 }
    : { indoor: 1, capacity: 0, sort: 0, price_yuan: 0, active: true, sport: sports[0] };
  return (
    <FormModal<CourtFormValues>
      open={open}
      title={court ? `编辑场地：${court.name}` : '新增场地'}
      formLabel={court ? '编辑场地' : '新增场地'}
      initialValues={initialValues}
      onCancel={onCancel}
      onSubmit={(v) =>
        onSubmit({ name: v.name.trim(), sport: v.sport.trim(), indoor: v.indoor, capacity: v.capacity, sort: v.sort, price_per_hour_cents: centsOf(v.price_yuan) ?? 0, active: v.active ? 1 : 0 })
      }
    >
      <Form.Item name="name" label="场地名称" rules={[{ required: true, whitespace: true, message: '请填写场地名称' }, { max: 64, message: '最多64个字' }]}>
        <Input placeholder="如：1号场" />
      </Form.Item>
      <Form.Item name="sport" label="运动项目" rules={[{ required: true, whitespace: true, message: '请填写运动项目' }, { max: 32, message: '最多32个字' }]}>
        <Input placeholder="如：羽毛球" list="court-sports" />
      </Form.Item>
      <datalist id="court-sports">
        {sports.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <Form.Item name="indoor" label="室内/室外">
        <Select options={[{ value: 1, label: '室内' }, { value: 0, label: '室外' }]} />
      </Form.Item>
      <Form.Item name="capacity" label="容纳人数" extra="0 为不注明">
        <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="预订看板上的顺序，小的在前">
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="price_yuan" label="标准价（元/小时）" extra="没有价格规则覆盖的时段按标准价" rules={[{ required: true, message: '请填写标准价' }]}>
        <InputNumber min={0} max={10000} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      {court ? (
        <Form.Item name="active" label="开放预订" valuePropName="checked" extra="关闭后场地停用：不对外展示、不可预订，保留已有预订记录">
          <Switch checkedChildren="开放" unCheckedChildren="停用" />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
