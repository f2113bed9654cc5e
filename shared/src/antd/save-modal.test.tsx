import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveModal } from './save-modal';

describe('SaveModal', () => {
  it('runs onSave on 保存 and stays open when it is refused; 取消 calls onCancel', async () => {
    const onSave = jest.fn().mockRejectedValue(new Error('refused'));
    const onCancel = jest.fn();
    render(
      <SaveModal open title="编辑视频" saving={false} onSave={onSave} onCancel={onCancel}>
        <p>表单内容</p>
      </SaveModal>,
    );
    expect(screen.getByText('编辑视频')).toBeInTheDocument();
    expect(screen.getByText('表单内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.getByText('表单内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('spins 保存 while saving', () => {
    render(
      <SaveModal open title="新增视频" saving onSave={jest.fn()} onCancel={jest.fn()}>
        <p>表单内容</p>
      </SaveModal>,
    );
    expect(screen.getByRole('button', { name: /保\s*存/ })).toHaveClass('ant-btn-loading');
  });
});
