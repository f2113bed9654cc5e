/**
 * @jest-environment ./shared/src/testing/los-angeles-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { renderWithProviders } from '../testing/render';
import { ChinaDateTimePicker, chinaPickerInstant, chinaPickerValue } from './china-date-time-picker';

describe('ChinaDateTimePicker (the browser in Los Angeles)', () => {
  it('reads instants as Shanghai wall clocks and back', () => {
    expect(new Date('2026-05-16T01:30:00.000Z').getHours()).toBe(18); // the day before, in Los Angeles
    expect(chinaPickerValue('2026-05-16T01:30:00.000Z')!.format('YYYY-MM-DD HH:mm')).toBe('2026-05-16 09:30');
    expect(chinaPickerInstant(dayjs('2026-05-16 09:30'))).toBe('2026-05-16T01:30:00.000Z');
    expect(chinaPickerValue(null)).toBeNull();
    expect(chinaPickerInstant(null)).toBeNull();
  });

  it('shows the instant in Shanghai time and puts the Shanghai time picked into the form', async () => {
    const onFinish = jest.fn();
    const { user } = renderWithProviders(
      <Form onFinish={onFinish} initialValues={{ at: '2026-05-16T01:30:00.000Z' }}>
        <Form.Item name="at" label="开始时间">
          <ChinaDateTimePicker placeholder="不限" />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>,
    );
    const input = screen.getByLabelText('开始时间');
    expect(input).toHaveValue('2026-05-16 09:30');
    await user.click(input);
    await user.clear(input);
    await user.type(input, '2026-05-17 00:15');
    await user.click(within(document.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(input).toHaveValue('2026-05-17 00:15'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ at: '2026-05-16T16:15:00.000Z' }));
  });
});
