import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { installProseMirrorLayoutStubs } from '../components/prosemirror-jsdom';

jest.setTimeout(60_000);
installProseMirrorLayoutStubs();
setupPageTest();

const renderAs = (account: string) => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/article/introduce', rootStore });
};

describe('栏目介绍 (ArticleIntroduce)', () => {
  it('lets the platform admin add a column with an introduction', async () => {
    const { user } = renderAs('admin');
    expect(await screen.findByText('发布全省各级体育部门、协会和赛事运营机构的赛事新闻、活动报道与工作动态。')).toBeInTheDocument();
    expect(within(screen.getByText('政策法规').closest('tr')!).getByText('隐藏')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新增栏目/ }));
    const dialog = (await screen.findByRole('textbox', { name: '栏目名称' })).closest<HTMLElement>('[role="dialog"]')!;
    await user.type(within(dialog).getByRole('textbox', { name: '栏目名称' }), '赛事直播');
    await user.click(within(dialog).getByRole('textbox', { name: '文章内容' }));
    await user.paste('直播预告与回放');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('栏目已新增')).toBeInTheDocument();
    const row = (await screen.findByText('赛事直播')).closest('tr')!;
    expect(within(row).getByText('直播预告与回放')).toBeInTheDocument();
    expect(within(row).getByText('显示')).toBeInTheDocument();
  });

  it('refuses to delete a column that holds articles', async () => {
    const { user } = renderAs('admin');
    await user.click(await screen.findByRole('button', { name: '删除栏目 新闻动态' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('栏目下还有文章，不能删除')).toBeInTheDocument();
    expect(screen.getByText('新闻动态')).toBeInTheDocument();
  });

  it('keeps the user agreement', async () => {
    const { user } = renderAs('admin');
    await user.click(await screen.findByRole('tab', { name: '用户协议' }));
    const title = await screen.findByRole('textbox', { name: '协议标题' });
    await waitFor(() => expect(title).toHaveValue('赛事运营平台用户协议'));
    await user.clear(title);
    await user.type(title, '赛事运营平台用户服务协议');
    await user.click(screen.getByRole('button', { name: '保存协议' }));
    expect(await screen.findByText('用户协议已保存')).toBeInTheDocument();
  });

  it('shows institutions the columns they write for, read-only', async () => {
    renderAs('org_gov');
    expect(await screen.findByText('新闻动态')).toBeInTheDocument();
    expect(screen.getByText('发布赛事举办通知、竞赛规程、报名须知、交通管制等正式公告，请以本栏目发布内容为准。')).toBeInTheDocument();
    expect(screen.queryByText('政策法规')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增栏目/ })).not.toBeInTheDocument();
  });
});
