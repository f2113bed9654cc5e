import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewModal, type ReviewModalProps } from './review-modal';

const button = (dialog: HTMLElement, text: RegExp) => within(dialog).getByRole('button', { name: text });

function renderModal(props: Partial<ReviewModalProps> = {}) {
  const onSubmit = jest.fn(async (_reason: string) => undefined);
  const onCancel = jest.fn();
  render(<ReviewModal open action="reject" title="驳回报备" description="驳回后机构可修改后重新提交。" onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  return { onSubmit: (props.onSubmit as jest.Mock | undefined) ?? onSubmit, onCancel, dialog: screen.getByRole('dialog') };
}

describe('ReviewModal (通过 / 驳回)', () => {
  it('驳回 requires a reason, sends it trimmed and has a red OK button', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = renderModal({ maxLength: 10 });
    expect(within(dialog).getByText('驳回后机构可修改后重新提交。')).toBeInTheDocument();
    expect(button(dialog, /确\s*定/)).toHaveClass('ant-btn-dangerous');
    await user.click(button(dialog, /确\s*定/));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '超过十个字的驳回原因写在这里');
    await user.click(button(dialog, /确\s*定/));
    expect(await within(dialog).findByText('最多10个字')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByRole('textbox', { name: '驳回原因' }));
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '  缺少材料  ');
    await user.click(button(dialog, /确\s*定/));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('缺少材料'));
  });

  it('通过 sends the optional note (empty when left blank) with a normal OK button', async () => {
    const user = userEvent.setup();
    const withNote = renderModal({ action: 'approve', title: '通过报备', noteLabel: '备注' });
    expect(button(withNote.dialog, /确\s*定/)).not.toHaveClass('ant-btn-dangerous');
    await user.click(button(withNote.dialog, /确\s*定/));
    await waitFor(() => expect(withNote.onSubmit).toHaveBeenCalledWith(''));
  });

  it('keeps the modal open with what was typed when the call is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => {
      throw new Error('只有待审核的赛事可以审核');
    });
    const { dialog, onCancel } = renderModal({ onSubmit, okText: '驳回' });
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '不符合要求');
    await user.click(button(dialog, /驳\s*回/));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(within(dialog).getByRole('textbox', { name: '驳回原因' })).toHaveValue('不符合要求');
    await user.click(button(dialog, /取\s*消/));
    expect(onCancel).toHaveBeenCalled();
  });
});
