import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();

const renderHome = () => renderWithProviders(null, { routes: routes.publicRoutes, route: '/' });

describe('OfficialHomePage 官网首页', () => {
  it('shows the loading text, then headlines, recommended events, partners and friendly links', async () => {
    const { user } = renderHome();
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();

    const carousel = await screen.findByRole('region', { name: '头条' });
    expect(within(carousel).getByRole('img', { name: '2026杭州马拉松11月8日鸣枪开跑' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: '下一条' }));
    expect(within(carousel).getByRole('img', { name: '浙江省田径锦标赛圆满落幕，多项纪录被刷新' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: '切换到第3条' }));
    expect(within(carousel).getByText('全民健身日：百万市民走出家门动起来')).toBeInTheDocument();

    const events = screen.getByRole('region', { name: '推荐赛事' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(4);
    expect(within(events).getByRole('link', { name: '长三角城市足球超级联赛' })).toHaveAttribute('href', '/match/19');

    const partners = screen.getByRole('region', { name: '合作伙伴' });
    expect(within(partners).getByRole('link', { name: '黄龙体育中心' })).toHaveAttribute('target', '_blank');
    expect(within(partners).getByText('动力体育用品有限公司')).toBeVisible();

    const links = screen.getByRole('region', { name: '友情链接' });
    expect(within(links).getByRole('link', { name: '国家体育总局' })).toHaveAttribute('href', 'https://www.sport.gov.cn');
  });

  it('shows 暂无数据 for sections without content', async () => {
    server.use(
      mswHttp.get('/api/official/home', () =>
        ok({ headlines: [], recommended_events: [], partners: [], friendly_links: [{ id: 1, title: '国家体育总局', link: 'https://www.sport.gov.cn' }] }),
      ),
    );
    renderHome();
    const events = await screen.findByRole('region', { name: '推荐赛事' });
    expect(within(events).getByText('暂无数据')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '合作伙伴' })).getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '头条' })).not.toBeInTheDocument();
  });

  it('shows 暂无数据 when the site has no content at all', async () => {
    server.use(mswHttp.get('/api/official/home', () => ok({ headlines: [], recommended_events: [], partners: [], friendly_links: [] })));
    renderHome();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
