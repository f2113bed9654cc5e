import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ok } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import { label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../../results/test-helpers';

jest.setTimeout(120_000);
const server = setupPageTest();
const saved = recordBodies(server, 'PUT', '/admin/certificate/template');
const PAGE = '/admin/institution/match/2/1/certificate';

const previewText = (field: string) => document.querySelector(`svg[aria-label="证书预览"] [data-field="${field}"] text`)!;

describe('certificate 证书', () => {
  it('edits the template with a live preview and refuses a field off the page before sending', async () => {
    const { user } = renderAdmin(PAGE, 'org_gov');
    const nameY = await screen.findByRole('spinbutton', { name: '姓名纵向位置' });
    expect(screen.getByRole('img', { name: '证书预览' })).toHaveAttribute('viewBox', '0 0 841.89 595.28');
    expect(previewText('name')).toHaveAttribute('y', '190');
    expect(previewText('name')).toHaveTextContent('张三');
    // 标题 (the kind) and 赛事名称 (the competition's own name) where the PDF prints them, with their own rows
    expect(previewText('title')).toHaveTextContent('获奖证书');
    expect(previewText('title')).toHaveAttribute('y', '60');
    expect(previewText('competition').textContent).toMatch(/\S/);
    expect(previewText('competition')).toHaveAttribute('y', '120');
    expect(screen.getByRole('spinbutton', { name: '赛事名称字号' })).toHaveValue('20');
    expect(screen.getByRole('spinbutton', { name: '标题横向位置' })).toHaveValue('421');

    await user.clear(nameY);
    await user.type(nameY, '580');
    await waitFor(() => expect(previewText('name')).toHaveAttribute('y', '580'));
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('字段超出证书范围：姓名')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(nameY);
    await user.type(nameY, '200');
    const nameSize = screen.getByRole('spinbutton', { name: '姓名字号' });
    await user.clear(nameSize);
    await user.type(nameSize, '40');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('证书模板已保存')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ competition_id: 2, page_size: 'A4', orientation: 'landscape', background_media_id: null, seal_media_id: null });
    expect((saved[0] as { fields: Record<string, unknown> }).fields.name).toEqual({ x: 421, y: 200, size: 40 });
    expect(previewText('name')).toHaveAttribute('font-size', '40');
  });

  it('turns the page to portrait in the preview', async () => {
    const { user } = renderAdmin(PAGE, 'org_gov');
    await screen.findByRole('spinbutton', { name: '姓名纵向位置' });
    await user.click(screen.getByRole('combobox', { name: '方向' }));
    await user.click(await screen.findByTitle('纵向'));
    expect(screen.getByRole('img', { name: '证书预览' })).toHaveAttribute('viewBox', '0 0 595.28 841.89');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    // the landscape fields lie outside a portrait page: refused here, nothing sent
    expect(await screen.findByText(/^字段超出证书范围：/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('issues award certificates, reissues one after confirming, and queues the batch download', async () => {
    const { user, router } = renderAdmin(PAGE, 'org_gov');
    const table = await screen.findByRole('table', { name: '已发放的证书' });
    await user.click(screen.getByRole('button', { name: '发放获奖证书' }));
    expect(await screen.findByText(/^已发放 \d+ 张获奖证书$/)).toBeInTheDocument();
    const champion = (await within(table).findByText('第1名（冠军）')).closest('tr')!;
    expect(within(champion).getByText('获奖证书')).toBeInTheDocument();
    expect(within(champion).getByText('有效')).toBeInTheDocument();
    const code = champion.querySelectorAll('td')[6]!.textContent!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(within(champion).getByRole('link', { name: `验证页${code}` })).toHaveAttribute('href', `/certificate/verify/${code}`);
    const rowsBefore = within(table).getAllByRole('row').length;

    await user.click(within(champion).getByRole('button', { name: `撤销并重发${code}` }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    expect(await screen.findByText(/^已重发，新证书编号 [A-Za-z0-9_-]{16}$/)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(rowsBefore + 1));
    const old = within(table).getByText(code).closest('tr')!;
    expect(within(old).getByText('已撤销')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: `撤销并重发${code}` })).not.toBeInTheDocument();

    // the mock data builds no zip (it says so); the server answers the queued task
    server.use(mswHttp.post('/api/admin/certificate/export', () => ok({ id: 7 })));
    await user.click(screen.getByRole('button', { name: label('批量下载') }));
    expect(await screen.findByText(/批量下载任务已创建/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下载任务' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/institution/match/2/1/downList'));
  });

  it('issues finisher certificates once, and says the mock data renders no PDF', async () => {
    const { user } = renderAdmin(PAGE, 'org_gov');
    const table = await screen.findByRole('table', { name: '已发放的证书' });
    await user.click(screen.getByRole('button', { name: '发放完赛证书' }));
    expect(await screen.findByText(/^已发放 \d+ 张完赛证书$/)).toBeInTheDocument();
    const first = (await within(table).findAllByText('完赛证书'))[0]!.closest('tr')!;
    await user.click(within(first).getByRole('button', { name: /^下载/ }));
    expect(await screen.findByText('演示模式不生成证书文件，请连接服务器后下载')).toBeInTheDocument();
    // issuing again: everyone holds one already
    await user.click(screen.getByRole('button', { name: '发放完赛证书' }));
    expect(await screen.findByText('符合条件的参赛者均已持有完赛证书')).toBeInTheDocument();
  });
});
