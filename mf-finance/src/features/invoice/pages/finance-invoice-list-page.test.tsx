import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { INVOICE_MSG, REJECT_REASON_REQUIRED } from 'shared/rules';
import routes from '../../../app/routes';

// antd forms are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

setupPageTest();

/** antd puts a space between the two characters of a button label. */
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

async function modalTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('FinanceInvoiceList 发票管理', () => {
  it('lists the requests with their status; 开具 and 驳回 only on a pending one', async () => {
    renderAt('/admin/finance/invoice');
    expect(await screen.findByText('杭州示例科技有限公司（单位）')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    const pending = rowOf('杭州示例科技有限公司（单位）');
    expect(within(pending).getByText('待开票')).toBeInTheDocument();
    expect(within(pending).getByText('91350100M000100Y43')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /^开具/ })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /^驳回/ })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /^下载/ })).not.toBeInTheDocument();
    const rejected = rowOf('温州市体育运动学校（单位）');
    expect(within(rejected).getByText('抬头与付款单位不一致')).toBeInTheDocument();
  });

  it('开具 by 生成电子收据 marks it 已开票, with 下载 and without 开具', async () => {
    const { user } = renderAt('/admin/finance/invoice');
    await screen.findByText('杭州示例科技有限公司（单位）');
    await user.click(within(rowOf('杭州示例科技有限公司（单位）')).getByRole('button', { name: /^开具/ }));
    const dialog = await modalTitled('开具发票');
    expect(within(dialog).getByLabelText('生成电子收据')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: label('开具') }));
    await waitFor(() => expect(within(rowOf('杭州示例科技有限公司（单位）')).getByText('已开票')).toBeInTheDocument());
    expect(within(rowOf('杭州示例科技有限公司（单位）')).getByRole('button', { name: /^下载/ })).toBeInTheDocument();
    expect(within(rowOf('杭州示例科技有限公司（单位）')).queryByRole('button', { name: /^开具/ })).not.toBeInTheDocument();
  });

  it('上传发票PDF asks for the file; 驳回 needs a reason', async () => {
    const { user } = renderAt('/admin/finance/invoice');
    await screen.findByText('杭州示例科技有限公司（单位）');
    await user.click(within(rowOf('杭州示例科技有限公司（单位）')).getByRole('button', { name: /^开具/ }));
    let dialog = await modalTitled('开具发票');
    await user.click(within(dialog).getByLabelText('上传发票PDF'));
    await user.click(within(dialog).getByRole('button', { name: label('开具') }));
    expect(await within(dialog).findByText(INVOICE_MSG.pdfRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: label('取消') }));

    await user.click(within(rowOf('杭州示例科技有限公司（单位）')).getByRole('button', { name: /^驳回/ }));
    dialog = await modalTitled('驳回发票申请');
    await user.click(within(dialog).getByRole('button', { name: label('驳回') }));
    expect(await within(dialog).findByText(REJECT_REASON_REQUIRED)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('驳回原因'), '抬头有误');
    await user.click(within(dialog).getByRole('button', { name: label('驳回') }));
    await waitFor(() => expect(within(rowOf('杭州示例科技有限公司（单位）')).getByText('已驳回')).toBeInTheDocument());
    expect(within(rowOf('杭州示例科技有限公司（单位）')).getByText('抬头有误')).toBeInTheDocument();
  });

  it('红冲 an issued invoice needs a reason and marks it 已红冲, without 下载', async () => {
    const { user } = renderAt('/admin/finance/invoice');
    const company = '杭州示例科技有限公司（单位）';
    await screen.findByText(company);
    expect(within(rowOf(company)).queryByRole('button', { name: /^红冲/ })).not.toBeInTheDocument();
    await user.click(within(rowOf(company)).getByRole('button', { name: /^开具/ }));
    await user.click(within(await modalTitled('开具发票')).getByRole('button', { name: label('开具') }));
    await waitFor(() => expect(within(rowOf(company)).getByText('已开票')).toBeInTheDocument());
    await user.click(within(rowOf(company)).getByRole('button', { name: /^红冲/ }));
    const dialog = await modalTitled('红冲发票');
    await user.click(within(dialog).getByRole('button', { name: label('红冲') }));
    expect(await within(dialog).findByText(INVOICE_MSG.voidReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('红冲原因'), '订单需退款');
    await user.click(within(dialog).getByRole('button', { name: label('红冲') }));
    await waitFor(() => expect(within(rowOf(company)).getByText('已红冲')).toBeInTheDocument());
    expect(within(rowOf(company)).getByText('订单需退款')).toBeInTheDocument();
    expect(within(rowOf(company)).queryByRole('button', { name: /^下载/ })).not.toBeInTheDocument();
  });
});
