import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders, pngFile } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { installProseMirrorLayoutStubs } from '../components/prosemirror-jsdom';

jest.setTimeout(60_000);
installProseMirrorLayoutStubs();
const server = setupPageTest();
const listRequests = recordRequests(server, '/api/admin/article/list');

const renderAs = (account: string, route: string) => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
};

const png = (name: string) => pngFile(name, 4, 3);

/** Captures the JSON bodies sent to the article routes. */
function captureBodies(method: 'POST' | 'PUT') {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname === '/api/admin/article') bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return bodies;
}

const editor = () => screen.getByRole('textbox', { name: '文章内容' });

describe('edit (编辑文章)', () => {
  it('writes an article with a cover, a column, rich text with an uploaded image, and submits it for review', async () => {
    const bodies = captureBodies('POST');
    const { user, router } = renderAs('org_gov', '/admin/article/edit');
    const form = await screen.findByRole('form', { name: '新建文章' });

    await user.click(within(form).getByRole('combobox', { name: '栏目' }));
    await user.click(await screen.findByTitle('通知公告'));
    // hidden columns are not offered
    expect(screen.queryByTitle('政策法规')).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '标题' }), '关于举办全民健身日活动的通知');
    await user.type(within(form).getByRole('textbox', { name: '作者' }), '杭州市体育局');
    await user.type(within(form).getByRole('textbox', { name: '摘要' }), '8月8日全民健身日系列活动安排');
    await user.upload(screen.getByLabelText('封面图片'), png('封面.png'));
    expect(await screen.findByRole('img', { name: '已上传的图片' })).toBeInTheDocument();

    await user.click(editor());
    await user.paste('活动时间：8月8日上午，请准时参加');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '加粗' }));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    await user.upload(screen.getByLabelText('选择要插入的图片'), png('现场.png'));
    await waitFor(() => expect(within(editor()).getByRole('img', { name: '现场' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('已提交审核，请等待平台审核')).toBeInTheDocument();
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/article/list'));

    expect(bodies).toHaveLength(1);
    const body = bodies[0];
    expect(body).toMatchObject({ kind: 1, institution_id: 1, column_id: 2, title: '关于举办全民健身日活动的通知', author: '杭州市体育局', summary: '8月8日全民健身日系列活动安排', submit: 1, publish_at: null });
    expect(body.cover).toMatch(/^\/api\/media\/mock-\d+\.png$/);
    expect(body.content).toContain('<strong>活动时间：8月8日上午，请准时参加</strong>');
    expect(body.content).toMatch(/<img src="\/api\/media\/mock-\d+\.png" alt="现场">/);

    // the new article is in the list, waiting for review
    await waitFor(() => expect(listRequests.length).toBeGreaterThan(0));
    const row = (await screen.findByText('关于举办全民健身日活动的通知')).closest('tr')!;
    expect(within(row).getByText('待审核')).toBeInTheDocument();
  });

  it('says what is missing before saving', async () => {
    const bodies = captureBodies('POST');
    const { user } = renderAs('org_gov', '/admin/article/edit');
    await screen.findByRole('form', { name: '新建文章' });
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请选择栏目')).toBeInTheDocument();
    expect(await screen.findByText('请填写文章标题')).toBeInTheDocument();
    expect(await screen.findByText('请填写文章内容')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows the server refusal and stays on the form', async () => {
    server.use(mswHttp.post('/api/admin/article', () => Response.json({ errno: 42200, result: { errors: [{ msg: '封面图片地址无效' }] } })));
    const { user, router } = renderAs('org_gov', '/admin/article/edit');
    const form = await screen.findByRole('form', { name: '新建文章' });
    await user.click(within(form).getByRole('combobox', { name: '栏目' }));
    await user.click(await screen.findByTitle('新闻动态'));
    await user.type(within(form).getByRole('textbox', { name: '标题' }), '标题');
    await user.click(editor());
    await user.paste('正文');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('封面图片地址无效')).toBeInTheDocument();
    expect(router!.state.location.pathname).toBe('/admin/article/edit');
  });

  it('edits a rejected article, shows the reason and resubmits it', async () => {
    const bodies = captureBodies('PUT');
    const { user } = renderAs('org_multi', '/admin/article/edit?id=12');
    expect(await screen.findByText('驳回原因：正文缺少训练营时间、地点、费用和报名方式，请补充后重新提交')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: '标题' });
    expect(title).toHaveValue('协会年度训练营招募启事');
    await user.clear(title);
    await user.type(title, '2027年协会冬季训练营招募启事');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('已提交审核，请等待平台审核')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ id: 12, title: '2027年协会冬季训练营招募启事', submit: 1, column_id: 5 });
    expect(bodies[0]).not.toHaveProperty('cover');
    expect(bodies[0].content).toBe('<p>训练营详情请咨询协会工作人员。</p>');
  });

  it('locks an article under review and lets the author withdraw it', async () => {
    const { user } = renderAs('org_gov', '/admin/article/edit?id=9');
    expect(await screen.findByText('文章正在审核中，不能修改')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '提交审核' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '撤回审核' }));
    expect(await screen.findByText('已撤回，文章回到草稿')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '标题' })).toBeEnabled());
  });

  it('does not open another institution’s article', async () => {
    renderAs('org_gov', '/admin/article/edit?id=2');
    expect(await screen.findByText('文章不存在或无权查看')).toBeInTheDocument();
  });
});

describe('edit02 (B类文章)', () => {
  it('lets the platform admin write and publish a type-B article without a column', async () => {
    const bodies = captureBodies('POST');
    const { user, router } = renderAs('admin', '/admin/article/edit02');
    const form = await screen.findByRole('form', { name: '新建B类文章' });
    expect(within(form).queryByRole('combobox', { name: '栏目' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '标题' }), '场馆预订须知');
    await user.click(editor());
    await user.paste('预订成功后请按时到场。');
    await user.click(screen.getByRole('button', { name: /发\s*布/ }));
    expect(await screen.findByText('已发布')).toBeInTheDocument();
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/article/typeB'));
    expect(bodies[0]).toMatchObject({ kind: 2, institution_id: null, title: '场馆预订须知', submit: 1 });
    expect(bodies[0]).not.toHaveProperty('column_id');
  });

  it('saves changes to a published type-B article without taking it offline', async () => {
    const bodies = captureBodies('PUT');
    const { user, router } = renderAs('admin', '/admin/article/edit02?id=15');
    const title = await screen.findByRole('textbox', { name: '标题' });
    await waitFor(() => expect(title).toHaveValue('赛事报名须知'));
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, '赛事报名须知（2027版）');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/article/typeB'));
    expect(bodies[0]).toMatchObject({ id: 15, title: '赛事报名须知（2027版）', submit: 0, publish_at: null });
    const row = (await screen.findByText('赛事报名须知（2027版）')).closest('tr')!;
    expect(within(row).getByText('已发布')).toBeInTheDocument();
  });

  it('is for the platform admin only', async () => {
    renderAs('org_gov', '/admin/article/edit02');
    expect(await screen.findByText('只有平台管理员可以管理B类文章')).toBeInTheDocument();
  });
});
