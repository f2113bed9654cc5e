import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { ReviewActions, type ReviewActionsProps } from './review-actions';

function renderActions(props: Partial<ReviewActionsProps> = {}) {
  const onApprove = jest.fn(async (_note: string) => undefined);
  const onReject = jest.fn(async (_reason: string) => undefined);
  render(
    <ReviewActions
      onApprove={onApprove}
      onReject={onReject}
      approveTitle="通过入驻申请"
      rejectTitle="驳回入驻申请"
      approveDescription="通过后将创建机构及其管理员账号。"
      rejectDescription="驳回后申请人可在查询进度中看到原因。"
      {...props}
    />,
  );
  return { onApprove: (props.onApprove as jest.Mock | undefined) ?? onApprove, onReject: (props.onReject as jest.Mock | undefined) ?? onReject };
}

const okButton = (dialog: HTMLElement, text = /确\s*定/) => within(dialog).getByRole('button', { name: text });
const reasonBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: '驳回原因' });
type User = ReturnType<typeof userEvent.setup>;

/** Presses `button` and answers the dialog `title` it opens. */
async function openDialog(user: User, button: RegExp, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

/** OK of the dialog `title` sends `text` to `sent` (and nothing to `other`), and the dialog closes. */
async function okSends(user: User, dialog: HTMLElement, title: string, sent: jest.Mock, other: jest.Mock, text: string) {
  await user.click(okButton(dialog));
  await waitFor(() => expect(sent).toHaveBeenCalledWith(text));
  expect(other).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
}

describe('ReviewActions (通过 / 驳回)', () => {
  it('通过 asks for confirmation, sends the decision and closes', async () => {
    const user = userEvent.setup();
    const { onApprove, onReject } = renderActions();
    const dialog = await openDialog(user, /通\s*过/, '通过入驻申请');
    expect(within(dialog).getByText('通过后将创建机构及其管理员账号。')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(okButton(dialog)).not.toHaveClass('ant-btn-dangerous');
    await okSends(user, dialog, '通过入驻申请', onApprove, onReject, '');
  });

  it('驳回 requires a reason (请填写驳回原因) and sends it trimmed', async () => {
    const user = userEvent.setup();
    const { onApprove, onReject } = renderActions({ maxLength: 10 });
    const dialog = await openDialog(user, /驳\s*回/, '驳回入驻申请');
    expect(within(dialog).getByText('驳回后申请人可在查询进度中看到原因。')).toBeInTheDocument();
    expect(okButton(dialog)).toHaveClass('ant-btn-dangerous');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(reasonBox(dialog), '   ');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(reasonBox(dialog), '超过十个字的驳回原因写在这里');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('最多10个字')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
    await user.clear(reasonBox(dialog));
    await user.type(reasonBox(dialog), '  执照不清晰  ');
    await okSends(user, dialog, '驳回入驻申请', onReject, onApprove, '执照不清晰');
  });

  it('keeps the modal open with the reason typed when the call is refused, and 取消 closes it unsent', async () => {
    const user = userEvent.setup();
    const onReject = jest.fn(async () => {
      throw new Error('只有待审核的申请可以审核');
    });
    renderActions({ onReject, rejectOkText: '驳回' });
    const dialog = await openDialog(user, /驳\s*回/, '驳回入驻申请');
    await user.type(reasonBox(dialog), '材料不全');
    await user.click(okButton(dialog, /驳\s*回/));
    await waitFor(() => expect(onReject).toHaveBeenCalledTimes(1));
    expect(reasonBox(dialog)).toHaveValue('材料不全');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回入驻申请' })).not.toBeInTheDocument());
  });

  it('names its buttons and modals as told, with an optional note on 通过', async () => {
    const user = userEvent.setup();
    const { onApprove } = renderActions({ approveText: '同意', rejectText: '退回', approveTitle: '同意报名', noteLabel: '备注', approveOkText: '同意' });
    expect(screen.getByRole('button', { name: /退\s*回/ })).toBeInTheDocument();
    const dialog = await openDialog(user, /同\s*意/, '同意报名');
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), ' 资料齐全 ');
    await user.click(okButton(dialog, /同\s*意/));
    await waitFor(() => expect(onApprove).toHaveBeenCalledWith('资料齐全'));
  });

  it('opens the caller’s own modal for 通过 when given one, sending what it asks for and closing it', async () => {
    const user = userEvent.setup();
    const { onApprove, onReject } = renderActions({
      approveText: '确认打款',
      approveModal: ({ open, onCancel, onSubmit }) => (
        <Modal open={open} title="确认打款" okText="确认已打款" onOk={() => void onSubmit('HZ0001').catch(() => undefined)} onCancel={onCancel} destroyOnHidden>
          打款凭证号 HZ0001
        </Modal>
      ),
    });
    const dialog = await openDialog(user, /确认打款/, '确认打款');
    expect(screen.queryByRole('dialog', { name: '通过入驻申请' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认已打款' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledWith('HZ0001'));
    expect(onReject).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认打款' })).not.toBeInTheDocument());

    const rejecting = await openDialog(user, /驳\s*回/, '驳回入驻申请');
    expect(screen.queryByRole('dialog', { name: '确认打款' })).not.toBeInTheDocument();
    await user.type(reasonBox(rejecting), '账户不符');
    await okSends(user, rejecting, '驳回入驻申请', onReject, jest.fn(), '账户不符');
  });

  it('defaults to 通过 / 驳回 opening 确认通过 / 确认驳回', async () => {
    const user = userEvent.setup();
    render(<ReviewActions onApprove={jest.fn(async () => undefined)} onReject={jest.fn(async () => undefined)} />);
    expect(await openDialog(user, /驳\s*回/, '确认驳回')).toBeInTheDocument();
  });

  it('cannot be pressed while disabled, and spins while loading', () => {
    const { unmount } = render(<ReviewActions onApprove={jest.fn(async () => undefined)} onReject={jest.fn(async () => undefined)} disabled />);
    expect(screen.getByRole('button', { name: /通\s*过/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /驳\s*回/ })).toBeDisabled();
    unmount();
    render(<ReviewActions onApprove={jest.fn(async () => undefined)} onReject={jest.fn(async () => undefined)} loading />);
    expect(screen.getByRole('button', { name: /通\s*过/ })).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: /驳\s*回/ })).toHaveClass('ant-btn-loading');
  });
});
