import { useRef, type ReactNode } from 'react';
import { Button, Card, Form, Input, Select, Space, Table } from 'antd';
import type { FormInstance, TableColumnsType, TableProps } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT, useListQuery, type ListFetcher, type ListQueryState } from 'shared';

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
  /**
   * Change it (bump `useRowActions().version`, or add what else the list depends on) to read the list again from
   * page 1 with the filters last searched, which the filter bar then shows.
   */
  version?: number | string;
}

/**
 * The one list-page pattern of the back office: a filter bar, an antd Table, offset pagination
 * (start/count), the empty text 暂无数据 and the loading text 加载中，请稍等....
 */
export function ListPage<T extends object, Q extends object, V extends object = Q>({ version, ...props }: ListPageProps<T, Q, V>) {
  // the filters last searched, which the list drawn again after `version` changes starts from
  const searched = useRef<Partial<V> | undefined>(props.initialValues);
  if (version === undefined) return <ListCard<T, Q, V> {...props} />;
  const { toQuery } = props;
  return (
    <ListCard<T, Q, V>
      key={version}
      {...props}
      initialValues={searched.current}
      toQuery={(values) => {
        searched.current = values;
        return toQuery ? toQuery(values) : (values as unknown as Q);
      }}
    />
  );
}

function ListCard<T extends object, Q extends object, V extends object = Q>(props: Omit<ListPageProps<T, Q, V>, 'version'>) {
  const { title, fetcher, columns, rowKey, filters, toQuery, initialValues, extra, pageSize } = props;
  const mapValues = (values: V): Q => (toQuery ? toQuery(values) : (values as unknown as Q));
  const state = useListQuery<T, Q>(fetcher, {
    initialQuery: initialValues ? mapValues(initialValues as V) : undefined,
    pageSize,
  });

  return (
    <Card title={title} extra={extra} variant="borderless">
      {filters ? (
        <FilterBar<V> initialValues={initialValues} onSearch={(values) => state.search(mapValues(values))}>
          {filters}
        </FilterBar>
      ) : null}
      <ListTable<T> state={state} rowKey={rowKey} columns={columns} sizeChanger />
    </Card>
  );
}

export interface FilterBarProps<V extends object> {
  /** `<Form.Item>`s of the filters; 查询 and 重置 are added. */
  children: ReactNode;
  /** Called with the filters' values on 查询, and with the initial values again on 重置. */
  onSearch: (values: V) => void;
  initialValues?: Partial<V>;
  /** The form, when the caller reads or sets the filters. */
  form?: FormInstance<V>;
}

/** The filter bar of a list: the filters inline (筛选条件), 查询 and 重置 (back to the initial values, searched at once). */
export function FilterBar<V extends object>({ children, onSearch, initialValues, form: given }: FilterBarProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  return (
    <Form<V> form={form} layout="inline" initialValues={initialValues} onFinish={onSearch} style={{ marginBottom: 16, rowGap: 12 }} aria-label="筛选条件">
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch(form.getFieldsValue(true) as V);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/**
 * The institution of each row (所属机构, or `title`), for the platform admin only: others see their own institution's
 * rows and no such column.
 */
export function institutionColumns(isAdmin: boolean, title = '所属机构') {
  return isAdmin ? [{ title, dataIndex: 'institution_name', key: 'institution_name' }] : [];
}

export interface StatusFilterProps {
  /** The statuses offered, e.g. `statusOptions(ORDER_STATUS)`. */
  options: { value: string | number; label: string }[];
  /** e.g. 订单状态 (default 状态). */
  label?: string;
  /** In pixels (default 130). */
  width?: number;
}

/** The `status` filter of a filter bar: one of `options`, or 全部状态 when cleared. */
export function StatusFilter({ options, label = '状态', width = 130 }: StatusFilterProps) {
  return (
    <Form.Item name="status" label={label}>
      <Select allowClear placeholder="全部状态" style={{ width }} options={options} />
    </Form.Item>
  );
}

export interface KeywordFilterProps {
  /** What the keyword is looked for in, e.g. 订单号 / 订单内容 / 付款人. */
  placeholder: string;
  /** In pixels (default 200). */
  width?: number;
}

/** The `keyword` filter (关键字) of a filter bar. */
export function KeywordFilter({ placeholder, width = 200 }: KeywordFilterProps) {
  return (
    <Form.Item name="keyword" label="关键字">
      <Input allowClear placeholder={placeholder} style={{ width }} />
    </Form.Item>
  );
}

export interface ListTableProps<T extends object> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'pagination'> {
  /** The list as `useListQuery` loads it: rows, total, page, loading. */
  state: Pick<ListQueryState<T, never>, 'list' | 'loading' | 'page' | 'pageSize' | 'total' | 'changePage'>;
  /** Offer 10 / 20 / 50 / 100 条/页. */
  sizeChanger?: boolean;
  /** Called before another page (or page size) is loaded, e.g. to clear a selection. */
  onPageChange?: (page: number, pageSize: number) => void;
}

/**
 * The table of a list page: the rows of `state`, 加载中，请稍等... while loading, 暂无数据 when empty, offset pagination
 * with 共 N 条; the other Table props (columns, rowKey, rowSelection, aria-label…) pass through.
 */
export function ListTable<T extends object>({ state, sizeChanger, onPageChange, ...table }: ListTableProps<T>) {
  return (
    <Table<T>
      scroll={{ x: 'max-content' }}
      {...table}
      dataSource={state.list}
      loading={{ spinning: state.loading, description: LOADING_TEXT }}
      locale={{ emptyText: state.loading ? LOADING_TEXT : EMPTY_TEXT }}
      pagination={{
        current: state.page,
        pageSize: state.pageSize,
        total: state.total,
        ...(sizeChanger ? { showSizeChanger: true } : {}),
        showTotal: (total) => `共 ${total} 条`,
        onChange: (page, pageSize) => {
          onPageChange?.(page, pageSize);
          state.changePage(page, pageSize);
        },
      }}
    />
  );
}
