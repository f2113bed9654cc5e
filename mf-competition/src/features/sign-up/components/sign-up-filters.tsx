import { Form, Select } from 'antd';
import { statusOptions } from 'shared';
import { FilterBar, KeywordFilter, StatusFilter } from 'shared/antd';
import type { EventItem, SignUpStatus } from '../api/types';
import { SIGN_UP_STATUS } from './sign-up-texts';

export interface SignUpFilterValues {
  event_item_id?: number;
  status?: SignUpStatus;
  keyword?: string;
}

/** Filter bar of the sign-up lists: 项目, 状态, 关键字 (name, team, phone or ID card); 查询 and 重置. */
export function SignUpFilters({
  items,
  statuses,
  initialValues,
  onSearch,
}: {
  items: EventItem[];
  statuses?: SignUpStatus[];
  initialValues: SignUpFilterValues;
  onSearch: (values: SignUpFilterValues) => void;
}) {
  const statusMap = statuses ? Object.fromEntries(statuses.map((s) => [s, SIGN_UP_STATUS[s]])) : SIGN_UP_STATUS;
  return (
    <FilterBar<SignUpFilterValues> initialValues={initialValues} onSearch={onSearch}>
      <Form.Item name="event_item_id" label="项目">
        <Select allowClear placeholder="全部项目" style={{ width: 180 }} options={items.map((i) => ({ value: i.id, label: i.name }))} />
      </Form.Item>
      <StatusFilter width={120} options={statusOptions(statusMap)} />
      <KeywordFilter placeholder="姓名/队名/手机号/身份证号" width={220} />
    </FilterBar>
  );
}
