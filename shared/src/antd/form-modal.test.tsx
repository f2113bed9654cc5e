import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../testing/render';
import { FormModal, NoteField, useSaving, validValues } from './form-modal';

const ok = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('FormModal with a NoteField', () => {
  it('checks the fields first, then sends the values once and spins meanwhile', async () => {
    let answer!: () => void;
    const onSubmit = jest.fn((_v: { reason: string; who: string }) => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(
      <FormModal<{ reason: string; who: string }> open title="取消报名" danger formLabel="取消报名" onSubmit={onSubmit} onCancel={jest.fn()} initialValues={{ who: '张三' }} intro={<p>取消后名额释放。</p>}>
        <Form.Item name="who" label="姓名">
          <Input />
        </Form.Item>
        <NoteField name="reason" label="取消原因" requiredMessage="请填写取消原因" placeholder="如 行程冲突" max={10} />
      </FormModal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('取消后名额释放。')).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: '取消报名' })).toBeInTheDocument();
    expect(ok(dialog)).toHaveClass('ant-btn-dangerous');
    await user.type(within(dialog).getByRole('textbox', { name: '取消原因' }), '   ');
    await user.click(ok(dialog));
    expect(await within(dialog).findByText('请填写取消原因')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('如 行程冲突'), '超过十个字的原因写在这里');
    await user.click(ok(dialog));
    expect(await within(dialog).findByText('最多10个字')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByRole('textbox', { name: '取消原因' }));
    await user.type(within(dialog).getByRole('textbox', { name: '取消原因' }), '行程冲突');
    await user.click(ok(dialog));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ who: '张三', reason: '行程冲突' }));
    await waitFor(() => expect(ok(dialog)).toHaveClass('ant-btn-loading'));
    answer();
    await waitFor(() => expect(ok(dialog)).not.toHaveClass('ant-btn-loading'));
  });

  it('keeps what was typed when the call is refused, and 取消 closes', async () => {
    const onSubmit = jest.fn(async () => {
      throw new Error('余额不足');
    });
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <FormModal<{ note: string }> open title="标记已支付" okText="提交" onSubmit={onSubmit} onCancel={onCancel}>
        <NoteField name="note" label="收款说明" requiredMessage="请填写收款说明" />
      </FormModal>,
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '收款说明' }), '现金');
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /提\s*交/ })).not.toHaveClass('ant-btn-loading'));
    expect(within(dialog).getByRole('textbox', { name: '收款说明' })).toHaveValue('现金');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('cannot be confirmed while okDisabled', () => {
    renderWithProviders(
      <FormModal<{ note: string }> open title="退款" okDisabled onSubmit={jest.fn()} onCancel={jest.fn()}>
        <NoteField name="note" label="退款原因" requiredMessage="请填写退款原因" />
      </FormModal>,
    );
    expect(ok(screen.getByRole('dialog'))).toBeDisabled();
  });
});

describe('useSaving', () => {
  it('spins while the call runs, keeps the refusal message until the next run or clearError', async () => {
    const { result } = renderHook(() => useSaving());
    let answer!: () => void;
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.run(() => new Promise<void>((resolve) => (answer = resolve)));
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      answer();
      await pending;
    });
    expect(result.current).toMatchObject({ saving: false, error: '' });
    await act(() => result.current.run(async () => Promise.reject(new Error('比分已被他人修改，请刷新后重试'))));
    expect(result.current).toMatchObject({ saving: false, error: '比分已被他人修改，请刷新后重试' });
    act(() => result.current.clearError());
    expect(result.current.error).toBe('');
    await act(() => result.current.run(async () => Promise.reject('?')));
    expect(result.current.error).toBe('保存失败');
  });
});

describe('validValues', () => {
  it('gives the values once the fields pass their rules, null (with the message shown) while they do not', async () => {
    const { result } = renderHook(() => Form.useForm<{ title: string }>()[0]);
    const form = result.current;
    renderWithProviders(
      <Form form={form}>
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }]}>
          <Input />
        </Form.Item>
      </Form>,
    );
    let got: { title: string } | null = { title: 'x' };
    await act(async () => {
      got = await validValues(form);
    });
    expect(got).toBeNull();
    expect(await screen.findByText('请填写标题')).toBeInTheDocument();
    act(() => form.setFieldsValue({ title: '决赛' }));
    await act(async () => {
      got = await validValues(form);
    });
    expect(got).toEqual({ title: '决赛' });
  });
});
