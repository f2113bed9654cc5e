import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders } from 'shared/testing';
import routes from '../../../app/routes';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });
setupPageTest();

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

function renderAt(path: string) {
  const { rootStore } = signInForTest('admin');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('matchmanage: matchEventList 赛事推荐 and headlineManage 头条管理', () => {
  it('recommends a published competition to the home page and takes one off', async () => {
    const { user } = renderAt('/admin/matchmanage/matchEventList');
    expect(await screen.findByText('赛事推荐')).toBeInTheDocument();
    expect(within(await rowOf('2026年钱塘江半程马拉松')).getByText('推荐赛事')).toBeInTheDocument();
    // only published competitions are listed
    expect(screen.queryByText('2026年杭州市老年人门球比赛')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '推荐到首页：2026年杭州市全民健身日健步走' }));
    expect(await screen.findByText('已推荐到首页')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('2026年杭州市全民健身日健步走')).getByText('推荐赛事')).toBeInTheDocument());
    expect(mockDb.homeItems.some((i) => i.block === 'recommended_event' && i.competition_id === 3 && i.link === '/match/3')).toBe(true);

    await user.click(await screen.findByRole('button', { name: '取消推荐：2026年钱塘江半程马拉松' }));
    const confirm = (await screen.findByText('确定将「2026年钱塘江半程马拉松」从首页推荐赛事中移除吗？')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(confirm).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已从推荐赛事移除')).toBeInTheDocument();
    expect(mockDb.homeItems.some((i) => i.block === 'recommended_event' && i.competition_id === 25)).toBe(false);
  });

  it('设为头条 opens the headline form filled from the competition; the headline needs its image', async () => {
    const { user } = renderAt('/admin/matchmanage/matchEventList');
    await user.click(await screen.findByRole('button', { name: '设为头条：2026年杭州市全民健身日健步走' }));
    const modal = (await screen.findByText('新增头条')).closest<HTMLElement>('.ant-modal')!;
    await waitFor(() => expect(within(modal).getByLabelText('标题')).toHaveValue('2026年杭州市全民健身日健步走'));
    expect(within(modal).getByLabelText('跳转链接')).toHaveValue('/match/3');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('请上传头条图片')).toBeInTheDocument();
    expect(mockDb.homeItems.filter((i) => i.block === 'headline')).toHaveLength(5);
  });

  it('headlineManage is the headline management of the home page', async () => {
    renderAt('/admin/matchmanage/headlineManage');
    expect(await screen.findByText('头条管理')).toBeInTheDocument();
    expect(await screen.findByText('2026杭州马拉松鸣枪开跑')).toBeInTheDocument();
  });
});
