import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { FilterBar, institutionColumns, KeywordFilter, ListPage, ListTable, StatusFilter } from './list-page';
import { REVIEW_STATUS, compactQuery, statusOptions, useListQuery } from 'shared';
import { StatusTag } from './status-tag';

interface Row {
  id: number;
  name: string;
}
interface Query {
  keyword?: string;
}

const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `杭州马拉松第${i + 1}站` }));

function fakeServer() {
  return jest.fn(async (q: Query & { start: number; count: number }) => {
    const matched = rows.filter((r) => !q.keyword || r.name.includes(q.keyword));
    return { list: matched.slice(q.start, q.start + q.count), total: matched.length };
  });
}

function renderList(fetcher: ReturnType<typeof fakeServer>) {
  return render(
    <ListPage<Row, Query>
      title="测试列表"
      fetcher={fetcher}
      rowKey="id"
      columns={[{ title: '名称', dataIndex: 'name' }]}
      filters={
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="请输入关键字" />
        </Form.Item>
      }
    />,
  );
}

describe('ListPage', () => {
  it('asks for the first page with start 0 and count 10 and shows the rows and total', async () => {
    const fetcher = fakeServer();
    renderList(fetcher);
    expect(await screen.findByText('杭州马拉松第1站')).toBeInTheDocument();
    expect(fetcher).toHaveBeenLastCalledWith({ start: 0, count: 10 });
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
  });

  it('turns pages into start/count offsets', async () => {
    const fetcher = fakeServer();
    renderList(fetcher);
    await screen.findByText('杭州马拉松第1站');
    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('杭州马拉松第21站')).toBeInTheDocument();
    expect(fetcher).toHaveBeenLastCalledWith({ start: 20, count: 10 });
  });

  it('sends filters, resets to page 1, and shows 暂无数据 when nothing matches', async () => {
    const fetcher = fakeServer();
    renderList(fetcher);
    await screen.findByText('杭州马拉松第1站');
    await userEvent.type(screen.getByLabelText('关键字'), '不存在');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(fetcher).toHaveBeenLastCalledWith({ keyword: '不存在', start: 0, count: 10 });

    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ start: 0, count: 10 }));
    expect(await screen.findByText('杭州马拉松第1站')).toBeInTheDocument();
  });

  it('reads the list again from page 1 with the filters last searched when its version changes', async () => {
    const fetcher = fakeServer();
    const page = (version: number) => (
      <ListPage<Row, Query>
        version={version}
        fetcher={fetcher}
        rowKey="id"
        columns={[{ title: '名称', dataIndex: 'name' }]}
        filters={
          <Form.Item name="keyword" label="关键字">
            <Input />
          </Form.Item>
        }
      />
    );
    const { rerender } = render(page(0));
    await screen.findByText('杭州马拉松第1站');
    await userEvent.type(screen.getByLabelText('关键字'), '马拉松');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await userEvent.click(await screen.findByTitle('2'));
    expect(await screen.findByText('杭州马拉松第11站')).toBeInTheDocument();
    expect(fetcher).toHaveBeenLastCalledWith({ keyword: '马拉松', start: 10, count: 10 });

    fetcher.mockClear();
    rerender(page(1));
    expect(await screen.findByText('杭州马拉松第1站')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenLastCalledWith({ keyword: '马拉松', start: 0, count: 10 });
    expect(screen.getByLabelText('关键字')).toHaveValue('马拉松');
  });

  it('sends the status and keyword filters', async () => {
    const fetcher = jest.fn(async (_q: Query & { status?: string; start: number; count: number }) => ({ list: rows.slice(0, 1), total: 1 }));
    render(
      <ListPage<Row, Query & { status?: string }>
        fetcher={fetcher}
        rowKey="id"
        columns={[{ title: '名称', dataIndex: 'name' }]}
        filters={
          <>
            <StatusFilter label="审核状态" options={statusOptions(REVIEW_STATUS)} />
            <KeywordFilter placeholder="赛事名称" />
          </>
        }
      />,
    );
    await screen.findByText('杭州马拉松第1站');
    await userEvent.click(screen.getByRole('combobox', { name: '审核状态' }));
    await userEvent.click(await screen.findByTitle('已通过'));
    await userEvent.type(screen.getByPlaceholderText('赛事名称'), '马拉松');
    expect(screen.getByRole('textbox', { name: '关键字' })).toHaveValue('马拉松');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ status: 'approved', keyword: '马拉松', start: 0, count: 10 }));
  });

  it('shows 暂无数据 when the request fails', async () => {
    const fetcher = jest.fn(async () => {
      throw new Error('网络错误');
    });
    render(<ListPage<Row, Query> fetcher={fetcher} rowKey="id" columns={[{ title: '名称', dataIndex: 'name' }]} />);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('StatusTag', () => {
  it('shows the Chinese text of a known status and the raw value otherwise', () => {
    const { container } = render(
      <div>
        <StatusTag status="pending" map={REVIEW_STATUS} />
        <StatusTag status="unknown" map={REVIEW_STATUS} />
      </div>,
    );
    expect(within(container).getByText('待审核')).toBeInTheDocument();
    expect(within(container).getByText('unknown')).toBeInTheDocument();
  });
  it('builds select options, numeric keys as numbers', () => {
    expect(statusOptions({ 1: { text: '比赛', color: 'blue' }, 2: { text: '活动', color: 'cyan' } })).toEqual([
      { value: 1, label: '比赛' },
      { value: 2, label: '活动' },
    ]);
  });
});

describe('institutionColumns', () => {
  it('gives the platform admin the institution of each row, and others nothing', () => {
    expect(institutionColumns(true)).toEqual([{ title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' }]);
    expect(institutionColumns(true, '主办机构')[0].title).toBe('主办机构');
    expect(institutionColumns(false)).toEqual([]);
  });
});

describe('compactQuery', () => {
  it('drops empty values and trims strings', () => {
    expect(compactQuery({ a: '', b: undefined, c: null, d: ' 杭州 ', e: 0 })).toEqual({ d: '杭州', e: 0 });
  });
});

describe('FilterBar and ListTable (a list page with its own layout)', () => {
  function OwnList({ fetcher, onPageChange }: { fetcher: ReturnType<typeof fakeServer>; onPageChange?: () => void }) {
    const state = useListQuery<Row, Query>(fetcher);
    return (
      <>
        <FilterBar<Query> initialValues={{ keyword: '站' }} onSearch={(v) => state.search(v)}>
          <Form.Item name="keyword" label="关键字">
            <Input />
          </Form.Item>
        </FilterBar>
        <ListTable<Row> state={state} rowKey="id" aria-label="测试列表" columns={[{ title: '名称', dataIndex: 'name' }]} onPageChange={onPageChange} />
      </>
    );
  }

  it('searches with the filters, 重置 goes back to the initial values, pages as start/count', async () => {
    const user = userEvent.setup();
    const fetcher = fakeServer();
    const onPageChange = jest.fn();
    render(<OwnList fetcher={fetcher} onPageChange={onPageChange} />);
    expect(await screen.findByText('杭州马拉松第1站')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    const bar = screen.getByRole('form', { name: '筛选条件' });
    await user.clear(within(bar).getByLabelText('关键字'));
    await user.type(within(bar).getByLabelText('关键字'), '第2');
    await user.click(within(bar).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ keyword: '第2', start: 0, count: 10 }));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ keyword: '站', start: 0, count: 10 }));
    expect(within(bar).getByLabelText('关键字')).toHaveValue('站');
    await user.click(await screen.findByTitle('3'));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ keyword: '站', start: 20, count: 10 }));
    expect(onPageChange).toHaveBeenCalledWith(3, 10);
  });

  it('says 暂无数据 when nothing matches', async () => {
    render(<OwnList fetcher={jest.fn(async (_q: Query & { start: number; count: number }) => ({ list: [] as Row[], total: 0 }))} />);
    expect(await within(screen.getByRole('table')).findByText('暂无数据')).toBeInTheDocument();
  });
});
