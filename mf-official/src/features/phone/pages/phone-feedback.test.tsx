import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders, pngFile } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import type { VenueFeedback } from '../api/feedback';

jest.setTimeout(60_000);
const server = setupPageTest();

const renderAt = (route: string, account?: string) => {
  const rendered = renderWithProviders(null, { routes: routes.publicRoutes, route, rootStore: account ? signInForTest(account).rootStore : undefined });
  return { ...rendered, router: rendered.router! };
};

const png = (name = '照片.png') => pngFile(name, 4, 3);

afterEach(() => window.sessionStorage.clear());

describe('/cgDetail 场馆信息 on the phone', () => {
  it('shows the photos with their captions in a carousel, 场馆介绍 and 设施与服务', async () => {
    server.use(
      mswHttp.get('*/api/phone/venue_info', () =>
        ok({
          id: 1, name: '黄龙体育中心体育场', address: '杭州市西湖区黄龙路1号', city: '杭州市', district: '西湖区', cover: '', photos: ['/api/media/a.png', '/api/media/b.png'],
          sports: ['足球'], open_hours: '06:00-22:00', phone: '0571-87960001', longitude: null, latitude: null, institution_name: '杭州市体育局',
          intro: '国际标准田径场，\n可承办大型赛事。',
          photo_items: [{ url: '/api/media/a.png', caption: '主体育场全景' }, { url: '/api/media/b.png', caption: '' }],
          services: [{ name: '停车场', note: '免费2小时' }, { name: '淋浴间', note: '' }],
          courts: [],
        }),
      ),
    );
    const { user } = renderAt('/cgDetail?id=1');
    const carousel = await screen.findByRole('region', { name: '场馆照片' });
    expect(within(carousel).getByRole('img', { name: '主体育场全景' })).toHaveAttribute('src', '/api/media/a.png');
    expect(within(carousel).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: '下一张' }));
    // a photo without a caption is named after the venue
    expect(within(carousel).getByRole('img', { name: '黄龙体育中心体育场 照片2' })).toHaveAttribute('src', '/api/media/b.png');
    expect(within(carousel).getByRole('button', { name: '第2张照片' })).toHaveAttribute('aria-current', 'true');

    const intro = screen.getByRole('region', { name: '场馆介绍' });
    expect(intro).toHaveTextContent('国际标准田径场， 可承办大型赛事。');
    const services = within(screen.getByRole('region', { name: '设施与服务' })).getByRole('list', { name: '设施与服务' });
    expect(within(services).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['停车场（免费2小时）', '淋浴间']);
  });

  it('says 暂无数据 for a venue without intro or facilities, and captions the mock photos', async () => {
    renderAt('/cgDetail?id=1');
    const carousel = await screen.findByRole('region', { name: '场馆照片' });
    expect(within(carousel).getByText('主体育场全景')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '场馆介绍' })).getByText('暂无数据')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '设施与服务' })).getByText('暂无数据')).toBeInTheDocument();
  });
});

describe('意见反馈 (phone)', () => {
  it('sends a visitor from /cgDetail to log in and back to the form', async () => {
    const { user, router } = renderAt('/cgDetail?id=1');
    const section = await screen.findByRole('region', { name: '意见反馈' });
    await user.click(within(section).getByRole('link', { name: '提交意见反馈' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/official/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/phone/feedback?venue_id=1')}`);
  });

  it('checks the suggestion, uploads photos (at most six), sends it and shows it in 我的反馈', async () => {
    const { user, router } = renderAt('/phone/feedback?venue_id=1', 'athlete');
    const form = await screen.findByRole('form', { name: '意见反馈' });
    expect(within(form).getByText('黄龙体育中心体育场')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: '提交反馈' }));
    expect(await within(form).findByText('请填写反馈内容')).toBeInTheDocument();
    const text = within(form).getByRole('textbox', { name: /意见建议/ });
    fireEvent.change(text, { target: { value: '灯'.repeat(501) } });
    expect(within(form).getByText('501/500')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '提交反馈' }));
    expect(await within(form).findByText('反馈内容不能超过500个字')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: '夜场灯光太暗，希望更换灯具' } });
    expect(within(form).queryByText('反馈内容不能超过500个字')).not.toBeInTheDocument();

    // seven files: six are uploaded, the seventh refused
    await user.upload(within(form).getByLabelText('上传图片'), Array.from({ length: 7 }, (_, i) => png(`照片${i + 1}.png`)));
    expect(await within(form).findByText('最多上传6张图片')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getAllByRole('img', { name: /^反馈图片\d$/ })).toHaveLength(6));
    expect(within(form).getByText('已选 6/6 张，每张不超过1M')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: '+ 添加' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '删除图片6' }));
    expect(within(form).getAllByRole('img', { name: /^反馈图片\d$/ })).toHaveLength(5);

    await user.type(within(form).getByRole('textbox', { name: '联系方式（选填）' }), '13800000005');
    await user.click(within(form).getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone/my-feedback'));
    expect(await screen.findByText('反馈已提交，感谢您的意见')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '我的反馈' });
    const mine = within(list).getAllByRole('listitem').find((li) => li.textContent?.includes('夜场灯光太暗'))!;
    expect(mine).toHaveTextContent('黄龙体育中心体育场');
    expect(mine).toHaveTextContent('待回复');
    expect(mine).toHaveTextContent('联系方式：13800000005');
    expect(within(mine).getAllByRole('img', { name: /^反馈图片\d$/ })).toHaveLength(5);
    expect(within(mine).getAllByRole('img')[0]!.getAttribute('src')).toMatch(/^\/api\/media\//);
  });

  it('says 暂无数据 instead of the form for a venue the public does not see (unapproved)', async () => {
    renderAt('/phone/feedback?venue_id=4', 'athlete');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '意见反馈' })).not.toBeInTheDocument();
  });
});

describe('我的反馈 (/phone/my-feedback)', () => {
  const replied: VenueFeedback = {
    id: 9, user_name: '林晓跑', venue_id: 1, venue_name: '黄龙体育中心体育场', content: '更衣室的储物柜不够用', photos: ['/api/media/locker.png'], contact: '', status: 'replied', status_label: '已回复',
    created_at: '2026-05-23T02:00:00.000Z',
    replies: [
      { id: 1, side: 'venue', side_label: '场馆回复', author_name: '陈志强', content: '已增加20个储物柜', created_at: '2026-05-24T02:00:00.000Z' },
      { id: 2, side: 'platform', side_label: '平台回复', author_name: '平台管理员', content: '感谢反馈', created_at: '2026-05-25T02:00:00.000Z' },
    ],
  };

  it("lists the user's feedback with venue, photos, status and the replies (场馆回复 / 平台回复)", async () => {
    renderAt('/phone/my-feedback', 'athlete');
    // the mocks' own feedback of athlete: one about venue 1, one about the platform, unanswered
    const list = await screen.findByRole('list', { name: '我的反馈' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('更衣室的储物柜不够用');
    expect(within(list).getByRole('link', { name: '黄龙体育中心体育场' })).toHaveAttribute('href', '/cgDetail?id=1');
    expect(within(list).getAllByText('暂无回复，场馆和平台回复后会显示在这里')).toHaveLength(2);
  });

  it('shows the replies of the venue and the platform', async () => {
    server.use(mswHttp.get('*/api/venue_site/my_feedback', () => ok({ list: [replied], total: 1 })));
    renderAt('/phone/my-feedback', 'athlete');
    const card = await screen.findByRole('listitem', { name: /^黄龙体育中心体育场/ });
    expect(card).toHaveTextContent('已回复');
    expect(within(card).getByRole('img', { name: '反馈图片1' })).toHaveAttribute('src', '/api/media/locker.png');
    const replies = within(card).getByRole('list', { name: '回复' });
    const items = within(replies).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('场馆回复');
    expect(items[0]).toHaveTextContent('已增加20个储物柜');
    expect(items[1]).toHaveTextContent('平台回复');
    expect(items[1]).toHaveTextContent('感谢反馈');
  });

  it('says 暂无数据 without feedback', async () => {
    renderAt('/phone/my-feedback', 'org_multi');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('sends a visitor to log in', async () => {
    const { router } = renderAt('/phone/my-feedback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/official/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/phone/my-feedback')}`);
  });
});

describe('/cgDetail keeps the chosen slots across login', () => {
  const slot = (court: string, clock: string) => screen.getByRole('button', { name: new RegExp(`^${court} ${clock}–\\d\\d:\\d\\d (可订|已选)`) });

  it('a visitor chooses two half hours, logs in, and finds them chosen on the same day', async () => {
    const visitor = renderAt('/cgDetail?id=1');
    const tabs = within(await screen.findByRole('tablist', { name: '日期' })).getAllByRole('tab');
    fireEvent.click(tabs[2]!);
    await screen.findByRole('table', { name: '场地时段' });
    fireEvent.click(slot('主田径场', '18:00'));
    fireEvent.click(slot('主田径场', '18:30'));
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/official/login'));
    visitor.unmount();

    // back from the login (the redirect), signed in
    renderAt('/cgDetail?id=1', 'athlete');
    await screen.findByRole('table', { name: '场地时段' });
    await waitFor(() => expect(slot('主田径场', '18:00')).toHaveAttribute('aria-pressed', 'true'));
    expect(slot('主田径场', '18:30')).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('tablist', { name: '日期' })).getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/已选 1小时，合计/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('saishi.cgDetail.keptSlots')).toBeNull();
  });
});
