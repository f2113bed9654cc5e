import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_SEARCH_DELAY_MS, RemoteSearchSelect } from './remote-search-select';

type Venue = { id: number; name: string; city: string };
const VENUES: Venue[] = [
  { id: 1, name: '黄龙体育中心', city: '杭州' },
  { id: 2, name: '奥体中心', city: '温州' },
];

/** A search whose answers the test releases in any order. */
function controlledSearch() {
  const calls: { keyword: string; resolve: (items: Venue[]) => void; reject: (e: Error) => void }[] = [];
  const search = jest.fn(
    (keyword: string) =>
      new Promise<Venue[]>((resolve, reject) => {
        calls.push({ keyword, resolve, reject });
      }),
  );
  return { search, calls };
}

/** Generous waits: the suite runs beside others on two cores. */
const LONG = { timeout: 5000 };

/** The dropdown's options carry their label as title. */
const shown = (name: string) => screen.queryByTitle(name) !== null;

describe('RemoteSearchSelect', () => {
  it('loads the first page at once, searches once typing pauses, and only the latest answer counts', async () => {
    const user = userEvent.setup();
    const { search, calls } = controlledSearch();
    const onChange = jest.fn();
    render(<RemoteSearchSelect<Venue> id="venue" search={search} label={(v) => v.name} onChange={onChange} placeholder="搜索场馆" />);
    await waitFor(() => expect(search).toHaveBeenCalledWith(''), LONG);
    calls[0].resolve([]);

    // Words arrive whole (paste), so a slow machine cannot split them into searches of their first letters.
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.paste('黄龙');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('黄龙'), LONG);
    await user.clear(box);
    await user.paste('奥体');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('奥体'), LONG);
    const answer = (keyword: string) => calls.find((c) => c.keyword === keyword)!;
    // the answer to '奥体' arrives first; the late answer to '黄龙' must not replace it
    answer('奥体').resolve([VENUES[1]]);
    await waitFor(() => expect(shown('奥体中心')).toBe(true), LONG);
    expect(shown('黄龙体育中心')).toBe(false);
    answer('黄龙').resolve([VENUES[0]]);
    await new Promise((r) => setTimeout(r, 20));
    expect(shown('奥体中心')).toBe(true);
    expect(shown('黄龙体育中心')).toBe(false);

    await user.click(screen.getByTitle('奥体中心'));
    expect(onChange).toHaveBeenCalledWith(2, VENUES[1]);
  });

  it('sends one search for a word typed letter by letter, once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { search } = controlledSearch();
      render(<RemoteSearchSelect<Venue> search={search} label={(v) => v.name} />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(search.mock.calls).toEqual([['']]);
      await user.type(screen.getByRole('combobox'), '黄龙体育');
      await act(() => jest.advanceTimersByTimeAsync(REMOTE_SEARCH_DELAY_MS - 1));
      expect(search).toHaveBeenCalledTimes(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(search.mock.calls).toEqual([[''], ['黄龙体育']]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the saved value by its label before the options contain it', async () => {
    const { search, calls } = controlledSearch();
    render(<RemoteSearchSelect<Venue> search={search} label={(v) => v.name} value={9} currentLabel="已保存的场馆" />);
    expect(screen.getByText('已保存的场馆')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1), LONG);
    calls[0].resolve(VENUES);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('已保存的场馆')).toBeInTheDocument();
  });

  it('shows 暂无数据 when a search fails', async () => {
    const user = userEvent.setup();
    const { search, calls } = controlledSearch();
    render(<RemoteSearchSelect<Venue> search={search} label={(v) => v.name} />);
    await waitFor(() => expect(calls).toHaveLength(1), LONG);
    calls[0].reject(new Error('网络连接失败'));
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByText('暂无数据', {}, LONG)).toBeInTheDocument();
  });

  it('searches anew when its scope changes', async () => {
    const { search, calls } = controlledSearch();
    const { rerender } = render(<RemoteSearchSelect<Venue> search={search} label={(v) => v.name} scope={1} />);
    await waitFor(() => expect(calls).toHaveLength(1), LONG);
    rerender(<RemoteSearchSelect<Venue> search={search} label={(v) => v.name} scope={2} />);
    await waitFor(() => expect(calls).toHaveLength(2), LONG);
    rerender(<RemoteSearchSelect<Venue> search={search} label={(v) => v.name} scope={2} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(2);
  });
});
