import { StrictMode, useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { askFirstPage, takeFirstPage, useListQuery, type ListFetcher } from './use-list-query';

interface Row {
  id: number;
  name: string;
}

afterEach(() => {
  jest.useRealTimers();
});

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

describe('askFirstPage / takeFirstPage', () => {
  it('gives a render that replaces a thrown-away one the request already made for the same query, for a second', () => {
    jest.useFakeTimers({ now: new Date('2026-11-30T10:00:00+08:00') });
    const m = manualFetcher();
    const first = askFirstPage(m.fetcher, { keyword: 'a', start: 0, count: 10 });
    expect(askFirstPage(m.fetcher, { keyword: 'a', start: 0, count: 10 })).toBe(first);
    // another query is another request
    const other = askFirstPage(m.fetcher, { keyword: 'b', start: 0, count: 10 });
    expect(other).not.toBe(first);
    expect(askFirstPage(m.fetcher, { keyword: 'b', start: 0, count: 10 })).toBe(other);
    // a second later the answer may be old: asked again
    jest.advanceTimersByTime(1000);
    const later = askFirstPage(m.fetcher, { keyword: 'b', start: 0, count: 10 });
    expect(later).not.toBe(other);
    // once a drawn list took it, the next first render asks again
    takeFirstPage(m.fetcher, later);
    expect(askFirstPage(m.fetcher, { keyword: 'b', start: 0, count: 10 })).not.toBe(later);
    expect(m.asked).toHaveLength(4);
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
