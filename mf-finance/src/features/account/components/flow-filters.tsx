import { DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { LEDGER_TRANSACTION_KINDS, LEDGER_TRANSACTION_LABEL, type LedgerTransactionKind } from 'shared';

/** The filters of a page of flows: a date range (China days, inclusive) and a kind. */
export interface FlowFilterValues {
  dates?: [Dayjs | null, Dayjs | null] | null;
  kind?: LedgerTransactionKind;
}

const KIND_OPTIONS = LEDGER_TRANSACTION_KINDS.map((k) => ({ value: k, label: LEDGER_TRANSACTION_LABEL[k] }));

/** from / to / kind of GET /admin/acc_flow_list and /account/flow_list. */
export function flowQuery({ dates, kind }: FlowFilterValues) {
  return { kind, from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') };
}

export function FlowFilterItems() {
  return (
    <>
      <Form.Item name="dates" label="日期">
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Select allowClear placeholder="全部类型" style={{ width: 160 }} options={KIND_OPTIONS} />
      </Form.Item>
    </>
  );
}
