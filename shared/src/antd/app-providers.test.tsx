import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Empty, theme } from 'antd';
import dayjs from 'dayjs';
import { AntdProviders, AppProviders, useConfirm } from './app-providers';
import { DEFAULT_THEME, RootStore, SITE_COLORS, SITE_PALETTE, notifier, useSession } from 'shared';

function PrimaryColour() {
  const { token } = theme.useToken();
  return <span data-testid="primary">{token.colorPrimary}</span>;
}

describe('AppProviders', () => {
  it('binds the notifier port to antd App message', async () => {
    render(<AppProviders store={new RootStore()} />);
    act(() => notifier.error('请求的资源不存在'));
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
  });

  it('zh_CN locale, dayjs zh-cn and the orange theme', () => {
    render(
      <AppProviders store={new RootStore()}>
        <Empty />
        <PrimaryColour />
      </AppProviders>,
    );
    expect(screen.getByText('暂无数据', { selector: 'div' })).toBeInTheDocument();
    expect(dayjs.locale()).toBe('zh-cn');
    expect(screen.getByTestId('primary')).toHaveTextContent('#fa8c16');
    expect(DEFAULT_THEME).toBe('orange-theme');
    expect(SITE_COLORS).toHaveLength(5);
    expect(SITE_PALETTE.orange).toBe('#fa8c16');
  });

  it('with staticStyles (the page has antd.css) generates no component style but keeps the theme as CSS variables', () => {
    // the Button's own rules (the theme's CSS variables are a style element of their own, on `.css-var-….ant-btn`)
    const componentStyles = () => [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('.ant-btn-primary')).length;
    const { unmount } = render(
      <AntdProviders staticStyles>
        <Button type="primary">保存</Button>
        <PrimaryColour />
      </AntdProviders>,
    );
    expect(screen.getByRole('button', { name: '保 存' })).toHaveClass('ant-btn-primary');
    expect(screen.getByTestId('primary')).toHaveTextContent('#fa8c16');
    expect(componentStyles()).toBe(0);
    expect([...document.head.querySelectorAll('style')].some((s) => s.textContent?.includes('--ant-color-primary:#fa8c16'))).toBe(true);
    unmount();
    render(
      <AntdProviders>
        <Button type="primary">保存</Button>
      </AntdProviders>,
    );
    expect(componentStyles()).toBeGreaterThan(0);
  });

  it('provides the given store', () => {
    const store = new RootStore();
    function Probe() {
      return <span>{useSession() === store.session ? '同一个会话' : '不同会话'}</span>;
    }
    render(
      <AppProviders store={store}>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByText('同一个会话')).toBeInTheDocument();
  });
});

describe('useConfirm (dialog defaults 提示 / 取消 / 确定)', () => {
  function Delete({ onResult }: { onResult: (ok: boolean) => void }) {
    const confirm = useConfirm();
    return <Button onClick={() => void confirm({ content: '确定删除该赛事吗？' }).then(onResult)}>删除赛事</Button>;
  }

  async function open() {
    const user = userEvent.setup();
    const results: boolean[] = [];
    render(
      <AppProviders store={new RootStore()}>
        <Delete onResult={(ok) => results.push(ok)} />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: '删除赛事' }));
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveStyle({ width: '500px' });
    expect(within(dialog).getByText('确定删除该赛事吗？')).toBeInTheDocument();
    return { user, results, dialog };
  }

  it('resolves true on 确定', async () => {
    const { user, results, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(results).toEqual([true]));
  });

  it('resolves false on 取消', async () => {
    const { user, results, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(results).toEqual([false]));
  });
});
