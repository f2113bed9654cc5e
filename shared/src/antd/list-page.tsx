import type { ReactNode } from 'react';
import { Button, Card, Form, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT, useListQuery, type ListFetcher } from 'shared';

export interface ListPageProps<T extends object, Q extends object, V extends object = Q> {
  /** Card title, e.g. 订单管理. */
  title?: ReactNode;
  /** One endpoint function, e.g. `getOrderList`. */
  fetcher: ListFetcher<T, Q>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** `<Form.Item>`s of the filter bar; 查询 and 重置 are added. */
  filters?: ReactNode;
  /** Form values → query (e.g. a date range → date_from/date_to). Default: the values as they are. */
  toQuery?: (values: V) => Q;
  initialValues?: Partial<V>;
  /** Buttons on the right of the title (新增…). */
  extra?: ReactNode;
  pageSize?: number;
}

/**
 * The one list-page pattern of the back office: a filter bar, an antd Table, offset pagination
 * (start/count), the empty text 暂无数据 and the loading text 加载中，请稍等....
 */
export function ListPage<T extends object, Q extends object, V extends object = Q>(props: ListPageProps<T, Q, V>) {
  const { title, fetcher, columns, rowKey, filters, toQuery, initialValues, extra, pageSize } = props;
  const mapValues = (values: V): Q => (toQuery ? toQuery(values) : (values as unknown as Q));
  const state = useListQuery<T, Q>(fetcher, {
    initialQuery: initialValues ? mapValues(initialValues as V) : undefined,
    pageSize,
  });
  const [form] = Form.useForm<V>();

  return (
    <Card title={title} extra={extra} variant="borderless">
      {filters ? (
        <Form<V>
          form={form}
          layout="inline"
          initialValues={initialValues}
          onFinish={(values) => state.search(mapValues(values))}
          style={{ marginBottom: 16, rowGap: 12 }}
          aria-label="筛选条件"
        >
          {filters}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  state.search(mapValues(form.getFieldsValue(true) as V));
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      ) : null}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={state.list}
        loading={{ spinning: state.loading, description: LOADING_TEXT }}
        locale={{ emptyText: state.loading ? LOADING_TEXT : EMPTY_TEXT }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: state.total,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: state.changePage,
        }}
      />
    </Card>
  );
}
