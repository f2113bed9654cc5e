import { Form, Select } from 'antd';
import { statusOptions } from 'shared';
import { StatusFilter } from 'shared/antd';
import { COMPETITION_STATUS, COMPETITION_TYPE } from './competition-status';

/** The 状态 (of `statuses`, default every competition status) and 类型 (比赛/活动) filters of a competition list. */
export function StatusTypeFilterItems({ statuses = COMPETITION_STATUS }: { statuses?: typeof COMPETITION_STATUS }) {
  return (
    <>
      <StatusFilter options={statusOptions(statuses)} />
      <Form.Item name="c_type" label="类型">
        <Select allowClear placeholder="比赛/活动" style={{ width: 120 }} options={statusOptions(COMPETITION_TYPE)} />
      </Form.Item>
    </>
  );
}
