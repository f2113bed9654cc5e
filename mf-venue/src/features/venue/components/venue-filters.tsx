import { Form, Input, Select } from 'antd';
import { statusOptions } from 'shared';
import { VENUE_STATUS } from './venue-status';

/** The filters of the platform's venue lists (场馆列表, 新增场馆审核): status, city, sport and a keyword. */
export function VenueFilters({ statusLabel }: { statusLabel: string }) {
  return (
    <>
      <Form.Item name="status" label={statusLabel}>
        <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statusOptions(VENUE_STATUS)} />
      </Form.Item>
      <Form.Item name="city" label="城市">
        <Input allowClear placeholder="如 杭州市" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="sport" label="运动项目">
        <Input allowClear placeholder="如 羽毛球" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="keyword" label="关键字">
        <Input allowClear placeholder="场馆名称 / 地址" style={{ width: 220 }} />
      </Form.Item>
    </>
  );
}
