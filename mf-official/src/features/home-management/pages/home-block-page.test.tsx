import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { fail, mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders, pngFile } from 'shared/testing';
import routes from '../../../app/routes';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();

/** antd puts a space between the two characters of a button label. */
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

const titlesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('button', { name: /^编辑：/ })
    .map((b) => b.getAttribute('aria-label')!.replace('编辑：', ''));

const blockTitles = (block: string) =>
  mockDb.homeItems
    .filter((i) => i.block === block)
    .sort((a, b) => a.sort - b.sort)
    .map((i) => i.title);

const png = () => pngFile('头条.png', 1200, 480);

const dialogWith = async (text: string | RegExp) => (await screen.findByText(text)).closest<HTMLElement>('.ant-modal')!;

describe('官网首页管理: one block-management page for every block', () => {
  it('HeadLineList lists the whole block in order with its state, and 下移/上移 save the new order at once', async () => {
    const { user } = renderAt('/admin/official/HeadLineList');
    expect(await screen.findByText('头条管理')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await within(table).findByText('2026杭州马拉松鸣枪开跑');
    expect(titlesIn(table)).toEqual(blockTitles('headline'));
    const row = (title: string) => within(table).getByText(title).closest('tr')!;
    expect(within(row('2027迎新春系列赛事预告')).getByText('未到展示时间')).toBeInTheDocument();
    expect(within(row('已停用的旧头条')).getByText('已停用')).toBeInTheDocument();
    expect(within(row('浙江省田径锦标赛圆满落幕，多项纪录被刷新')).getByText('展示中')).toBeInTheDocument();
    expect(within(row('2026杭州马拉松鸣枪开跑')).getByText('关联赛事：2026年杭州马拉松')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下移：2026杭州马拉松鸣枪开跑' }));
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();
    expect(blockTitles('headline').slice(0, 2)).toEqual(['浙江省田径锦标赛圆满落幕，多项纪录被刷新', '2026杭州马拉松鸣枪开跑']);
    await waitFor(() => expect(titlesIn(screen.getByRole('table'))).toEqual(blockTitles('headline')));

    await user.click(screen.getByRole('button', { name: '上移：已停用的旧头条' }));
    await waitFor(() => expect(blockTitles('headline').slice(-2)).toEqual(['已停用的旧头条', '2027迎新春系列赛事预告']));
    expect(screen.getByRole('button', { name: '上移：浙江省田径锦标赛圆满落幕，多项纪录被刷新' })).toBeDisabled();
  });

  it('CooperativePartners reorders by dragging a row with the keyboard (handle, Space, arrow, Space)', async () => {
    // jsdom has no layout: give every table row a box by its position so dnd-kit can measure them
    const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tr = this.closest('tr[data-row-key]');
      const index = tr ? Array.from(tr.parentElement!.children).indexOf(tr) : 0;
      const top = index * 60;
      return { x: 0, y: top, top, left: 0, right: 800, bottom: top + 60, width: 800, height: 60, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const { user } = renderAt('/admin/official/CooperativePartners');
      const table = await screen.findByRole('table');
      await within(table).findByText('踏浪运动用品有限公司');
      const handle = screen.getByRole('button', { name: '拖动排序：踏浪运动用品有限公司' });
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      expect(await screen.findByText('排序已保存')).toBeInTheDocument();
      expect(blockTitles('partner')).toEqual(['黄龙体育中心', '踏浪运动用品有限公司', '浙江省田径协会']);
      await waitFor(() => expect(titlesIn(screen.getByRole('table'))).toEqual(['黄龙体育中心', '踏浪运动用品有限公司', '浙江省田径协会']));
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the server refusal of a stale order and goes back to the server order', async () => {
    server.use(mswHttp.post('/api/admin/recommend_partner_sort', () => fail(40000, '内容已变化，请刷新后重新排序')));
    const { user } = renderAt('/admin/official/CooperativePartners');
    const table = await screen.findByRole('table');
    await within(table).findByText('踏浪运动用品有限公司');
    await user.click(screen.getByRole('button', { name: '下移：踏浪运动用品有限公司' }));
    expect(await screen.findByText('内容已变化，请刷新后重新排序')).toBeInTheDocument();
    await waitFor(() => expect(titlesIn(screen.getByRole('table'))).toEqual(['踏浪运动用品有限公司', '黄龙体育中心', '浙江省田径协会']));
  });

  it('新增 a headline: checks the fields, uploads the image, previews it, saves it last', async () => {
    const { user } = renderAt('/admin/official/HeadLineList');
    await screen.findByText('2026杭州马拉松鸣枪开跑');
    await user.click(screen.getByRole('button', { name: label('新增') }));
    const modal = await dialogWith('新增头条');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('请填写标题')).toBeInTheDocument();
    expect(within(modal).getByText('请上传头条图片')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('标题'), '西湖龙舟邀请赛6月开赛');
    await user.type(within(modal).getByLabelText('副标题'), '百年龙舟文化');
    await user.type(within(modal).getByLabelText('跳转链接'), 'javascript:alert(1)');
    await user.upload(within(modal).getByLabelText('头条图片'), png());
    expect(await within(modal).findByRole('img', { name: '已上传的图片' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('跳转链接格式错误，请填写以 / 开头的站内路径或 http(s) 地址')).toBeInTheDocument();
    await user.clear(within(modal).getByLabelText('跳转链接'));
    await user.type(within(modal).getByLabelText('跳转链接'), '/official/information');

    const preview = within(modal).getByRole('figure', { name: '头条预览' });
    expect(within(preview).getByText('西湖龙舟邀请赛6月开赛')).toBeInTheDocument();
    expect(within(preview).getByText('百年龙舟文化')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    const saved = mockDb.homeItems.find((i) => i.title === '西湖龙舟邀请赛6月开赛')!;
    expect(saved).toMatchObject({ block: 'headline', subtitle: '百年龙舟文化', link: '/official/information', is_show: true, show_from: null });
    expect(saved.image).toMatch(/^\/api\/media\/mock-\d+\.png$/);
    expect(blockTitles('headline').at(-1)).toBe('西湖龙舟邀请赛6月开赛');
    await waitFor(() => expect(titlesIn(screen.getByRole('table')).at(-1)).toBe('西湖龙舟邀请赛6月开赛'));
  });

  it('编辑 a friendly link, 停用 it with the switch and 删除 another after confirmation', async () => {
    const { user } = renderAt('/admin/official/FriendlyLink');
    await screen.findByText('浙江省体育局');
    await user.click(screen.getByRole('button', { name: '编辑：浙江省体育局' }));
    const modal = await dialogWith('编辑友情链接');
    const title = within(modal).getByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue('浙江省体育局'));
    await user.clear(title);
    await user.type(title, '浙江省体育局官网');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(blockTitles('friendly_link')).toEqual(['国家体育总局', '浙江省体育局官网', '杭州市体育局']);

    await user.click(await screen.findByRole('switch', { name: '启用：国家体育总局' }));
    expect(await screen.findByText('已停用')).toBeInTheDocument();
    expect(mockDb.homeItems.find((i) => i.title === '国家体育总局')!.is_show).toBe(false);
    await waitFor(() => expect(within(screen.getByText('国家体育总局').closest('tr')!).getByText('已停用')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '删除：杭州市体育局' }));
    const confirm = await dialogWith('确定删除友情链接「杭州市体育局」吗？删除后不能恢复。');
    await user.click(within(confirm).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('杭州市体育局')).not.toBeInTheDocument());
    expect(blockTitles('friendly_link')).toEqual(['国家体育总局', '浙江省体育局官网']);
  });

  it('预览 shows the block as the home page shows it now (enabled items inside their window only)', async () => {
    const { user } = renderAt('/admin/official/HeadLineList');
    await screen.findByText('已停用的旧头条');
    await user.click(screen.getByRole('button', { name: label('预览') }));
    const modal = await dialogWith('头条预览（官网首页当前效果）');
    const carousel = within(modal).getByRole('region', { name: '头条' });
    expect(within(carousel).getByRole('group', { name: '第1条，共3条' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: '2026杭州马拉松鸣枪开跑' })).toBeInTheDocument();
  });

  it('RecommendedEventsList picks a published competition; title and link come from it', async () => {
    const { user } = renderAt('/admin/official/RecommendedEventsList');
    await screen.findByText('2026年钱塘江半程马拉松');
    await user.click(screen.getByRole('button', { name: label('新增') }));
    const modal = await dialogWith('新增推荐赛事');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('请选择推荐的赛事')).toBeInTheDocument();
    await user.click(within(modal).getByLabelText('推荐的赛事'));
    await user.type(within(modal).getByLabelText('推荐的赛事'), '全民健身');
    await user.click(await screen.findByText(/^2026年杭州市全民健身日健步走（/));
    await waitFor(() => expect(within(modal).getByLabelText('标题')).toHaveValue('2026年杭州市全民健身日健步走'));
    expect(within(modal).getByLabelText('跳转链接')).toHaveValue('/match/3');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(mockDb.homeItems.find((i) => i.block === 'recommended_event' && i.competition_id === 3)).toMatchObject({ title: '2026年杭州市全民健身日健步走', link: '/match/3' });
  });

  it('EventVideo edits a video: the uploaded video plays in the form, its address is checked and saved', async () => {
    const { user } = renderAt('/admin/official/EventVideo');
    await screen.findByText('青少年田径联赛男子100米决赛');
    await user.click(screen.getByRole('button', { name: '编辑：2026杭州马拉松全程精彩集锦' }));
    const modal = await dialogWith('编辑赛事视频');
    await waitFor(() => expect(within(modal).getByLabelText('已上传的视频')).toHaveAttribute('src', '/api/media/hangzhou-marathon.mp4'));
    const address = within(modal).getByLabelText('视频地址');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('视频地址格式错误，请填写以 / 开头的站内路径或 http(s) 地址')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://video.example.cn/marathon-2026.mp4');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    expect(mockDb.homeItems.find((i) => i.title === '2026杭州马拉松全程精彩集锦')!.video_url).toBe('https://video.example.cn/marathon-2026.mp4');
  });

  it('an organiser who opens the page gets the refusal and no data', async () => {
    renderAt('/admin/official/CooperativePartners', 'org_gov');
    expect(await screen.findByText('没有权限执行该操作')).toBeInTheDocument();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
