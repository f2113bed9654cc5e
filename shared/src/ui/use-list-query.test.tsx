import { StrictMode, useEffect } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { askFirstPage, useListQuery, type ListFetcher } from './use-list-query';

interface Row {
  id: number;
  name: string;
}

/** A fetcher whose answers the test settles by hand, recording each query and when it was asked. */
function manualFetcher() {
  const asked: { query: object; afterEffects: boolean }[] = [];
  const answers: ((rows: Row[]) => void)[] = [];
  let effectsRan = false;
  const fetcher: ListFetcher<Row, { keyword?: string }> = (query) => {
    asked.push({ query, afterEffects: effectsRan });
    return new Promise((resolve) => answers.push((rows) => resolve({ list: rows, total: rows.length })));
  };
  return { fetcher, asked, answers, markEffectsRan: () => (effectsRan = true) };
}

function Rows({ fetcher, onEffects }: { fetcher: ListFetcher<Row, { keyword?: string }>; onEffects: () => void }) {
  const state = useListQuery(fetcher, { initialQuery: { keyword: ' 杭州 ' } });
  useEffect(() => {
    onEffects();
  }, [onEffects]);
  return <ul aria-label="行">{state.loading ? <li>加载中</li> : state.list.map((r) => <li key={r.id}>{r.name}</li>)}</ul>;
}

describe('useListQuery: the first page', () => {
  it('is asked for while the list first renders, before any effect has run, and once, even under StrictMode', async () => {
    const m = manualFetcher();
    render(
      <StrictMode>
        <Rows fetcher={m.fetcher} onEffects={m.markEffectsRan} />
      </StrictMode>,
    );
    expect(m.asked).toEqual([{ query: { keyword: '杭州', start: 0, count: 10 }, afterEffects: false }]);
    m.answers[0]([{ id: 1, name: '杭州马拉松' }]);
    expect(await screen.findByText('杭州马拉松')).toBeInTheDocument();
    expect(m.asked).toHaveLength(1);
  });
});

function Pages({ fetcher }: { fetcher: ListFetcher<Row, { keyword?: string }> }) {
  const state = useListQuery(fetcher);
  return (
    <>
      <span>第 {state.page} 页</span>
      <button type="button" onClick={() => state.changePage(state.page === 1 ? 2 : 1, 10)}>
        翻页
      </button>
    </>
  );
}

describe('useListQuery: coming back to the first page', () => {
  it('asks again instead of showing the answer it started with', async () => {
    const m = manualFetcher();
    render(<Pages fetcher={m.fetcher} />);
    fireEvent.click(screen.getByRole('button', { name: '翻页' }));
    expect(await screen.findByText('第 2 页')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '翻页' }));
    expect(await screen.findByText('第 1 页')).toBeInTheDocument();
    expect(m.asked.map((a) => a.query)).toEqual([
      { start: 0, count: 10 },
      { start: 10, count: 10 },
      { start: 0, count: 10 },
    ]);
  });
});

describe('askFirstPage', () => {
  it('gives a render that replaces a thrown-away one the request still on its way for the same query, and nothing settled', async () => {
    const m = manualFetcher();
    const first = askFirstPage(m.fetcher, { keyword: 'a', start: 0, count: 10 });
    expect(askFirstPage(m.fetcher, { keyword: 'a', start: 0, count: 10 })).toBe(first);
    // another query is another request
    const other = askFirstPage(m.fetcher, { keyword: 'b', start: 0, count: 10 });
    expect(other).not.toBe(first);
    expect(askFirstPage(m.fetcher, { keyword: 'b', start: 0, count: 10 })).toBe(other);
    // answered: the next first render asks again
    m.answers[1]([{ id: 1, name: '杭州马拉松' }]);
    await other;
    expect(askFirstPage(m.fetcher, { keyword: 'b', start: 0, count: 10 })).not.toBe(other);
    expect(m.asked).toHaveLength(3);
  });

  it('never hands a failure to a later render (the session had expired: after logging in again the list is asked anew)', async () => {
    let calls = 0;
    const failingOnce: ListFetcher<Row, object> = () => (++calls === 1 ? Promise.reject(new Error('登录过期，请重新登录')) : Promise.resolve({ list: [], total: 0 }));
    await expect(askFirstPage(failingOnce, { start: 0, count: 10 })).rejects.toThrow('登录过期');
    await expect(askFirstPage(failingOnce, { start: 0, count: 10 })).resolves.toEqual({ list: [], total: 0 });
    expect(calls).toBe(2);
  });

  it('leaves no unhandled rejection when the request fails before a list takes it', async () => {
    const failing: ListFetcher<Row, object> = () => Promise.reject(new Error('网络错误'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const promise = askFirstPage(failing, { start: 0, count: 10 });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(promise).rejects.toThrow('网络错误');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
