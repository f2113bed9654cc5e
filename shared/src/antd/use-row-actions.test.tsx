import { screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { renderWithProviders } from '../testing/render';
import { useRowActions } from './use-row-actions';

function Rows({ run }: { run: () => Promise<unknown> }) {
  const { version, act, reload } = useRowActions();
  return (
    <>
      <span>第{version}次读取</span>
      <Button onClick={() => act(run, '已删除')}>删除</Button>
      <Button onClick={reload}>刷新</Button>
    </>
  );
}

describe('useRowActions', () => {
  it('says what was done and reads the list again after a call', async () => {
    const run = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<Rows run={run} />);
    expect(screen.getByText('第0次读取')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(screen.getByText('第1次读取')).toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(screen.getByText('第2次读取')).toBeInTheDocument();
  });

  it('neither says done nor reads again when the call is refused', async () => {
    const run = jest.fn(async () => {
      throw new Error('refused');
    });
    const { user } = renderWithProviders(<Rows run={run} />);
    await user.click(screen.getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(run).toHaveBeenCalled());
    expect(screen.queryByText('已删除')).toBeNull();
    expect(screen.getByText('第0次读取')).toBeInTheDocument();
  });
});
