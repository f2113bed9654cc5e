import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();

const renderHome = () => renderWithProviders(null, { routes: routes.publicRoutes, route: '/' });

const emptyHome = {
  headlines: [],
  recommended_columns: [],
  recommended_events: [],
  event_videos: [],
  event_photos: [],
  brand_events: [],
  partners: [],
  friendly_links: [],
};

describe('OfficialHomePage 官网首页', () => {
  it('shows the loading text, then the headline carousel with only the items showing now', async () => {
    const { user } = renderHome();
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();

    const carousel = await screen.findByRole('region', { name: '头条' });
    expect(within(carousel).getByRole('group', { name: '第1条，共3条' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: '2026杭州马拉松鸣枪开跑' })).toBeInTheDocument();
    expect(within(carousel).getByText('3.6万名跑者共赴西子之约')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: '下一条' }));
    expect(within(carousel).getByRole('img', { name: '浙江省田径锦标赛圆满落幕，多项纪录被刷新' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: '切换到第3条' }));
    expect(within(carousel).getByText('全民健身日：百万市民走出家门动起来')).toBeInTheDocument();
    // the scheduled (2099) and the disabled headline are not on the page
    expect(screen.queryByText('2027迎新春系列赛事预告')).not.toBeInTheDocument();
    expect(screen.queryByText('已停用的旧头条')).not.toBeInTheDocument();
  });

  it('shows every block from the server in order, with links, dates and places', async () => {
    renderHome();
    // the first view (headlines and the first block) renders with the data, the other blocks right after its paint
    await screen.findByRole('region', { name: '友情链接' });
    const regions = screen.getAllByRole('region');
    expect(regions.map((r) => r.getAttribute('aria-label'))).toEqual(['头条', '推荐栏目', '推荐赛事', '赛事视频', '赛事图片', '品牌赛事', '合作伙伴', '友情链接']);

    const columns = screen.getByRole('region', { name: '推荐栏目' });
    expect(within(columns).getByRole('link', { name: '通知公告' })).toHaveAttribute('href', '/official/information?column_id=2');

    const events = screen.getByRole('region', { name: '推荐赛事' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(4);
    const halfMarathon = within(events).getByRole('link', { name: '2026年钱塘江半程马拉松' });
    expect(halfMarathon).toHaveAttribute('href', '/match/25');
    expect(within(halfMarathon).getByText(/钱塘江沿江绿道/)).toBeInTheDocument();
    expect(within(halfMarathon).getByText('2026-11-15')).toBeInTheDocument();

    const brands = screen.getByRole('region', { name: '品牌赛事' });
    expect(within(brands).getByRole('link', { name: '杭州马拉松' })).toHaveAttribute('target', '_blank');

    const partners = screen.getByRole('region', { name: '合作伙伴' });
    expect(within(partners).getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['踏浪运动用品有限公司', '黄龙体育中心', '浙江省田径协会']);

    const links = screen.getByRole('region', { name: '友情链接' });
    expect(within(links).getByRole('link', { name: '国家体育总局' })).toHaveAttribute('href', 'https://www.sport.gov.cn');
  });

  it('plays an event video in a player layer and browses event photos', async () => {
    const { user } = renderHome();
    const videos = await screen.findByRole('region', { name: '赛事视频' });
    // a video without an address follows its link
    expect(within(videos).getByRole('link', { name: '青少年田径联赛男子100米决赛' })).toHaveAttribute('href', '/match/9');
    await user.click(within(videos).getByRole('button', { name: '播放：2026杭州马拉松全程精彩集锦' }));
    const player = screen.getByRole('dialog', { name: '2026杭州马拉松全程精彩集锦' });
    expect(player.querySelector('video')).toHaveAttribute('src', '/api/media/hangzhou-marathon.mp4');
    await user.click(within(player).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const photos = screen.getByRole('region', { name: '赛事图片' });
    await user.click(within(photos).getByRole('button', { name: '查看图片：田径联赛颁奖仪式' }));
    let viewer = screen.getByRole('dialog', { name: '田径联赛颁奖仪式' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '下一张' }));
    viewer = screen.getByRole('dialog', { name: '篮球联赛开幕式' });
    expect(within(viewer).getByRole('img', { name: '篮球联赛开幕式' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 暂无数据 for blocks without content', async () => {
    server.use(mswHttp.get('/api/official/home', () => ok({ ...emptyHome, friendly_links: [{ id: 1, title: '国家体育总局', subtitle: '', image: '', link: 'https://www.sport.gov.cn', video_url: '', competition_id: null, start_at: null, location: '', sport: '' }] })));
    renderHome();
    const events = await screen.findByRole('region', { name: '推荐赛事' });
    expect(within(events).getByText('暂无数据')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '赛事视频' })).getByText('暂无数据')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '合作伙伴' })).getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '头条' })).not.toBeInTheDocument();
  });

  it('shows 暂无数据 when the site has no content at all', async () => {
    server.use(mswHttp.get('/api/official/home', () => ok(emptyHome)));
    renderHome();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
