import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PHONE_CAROUSEL_MS, PhoneCarousel } from './phone-carousel';

const slides = ['第一张', '第二张', '第三张'];

function renderCarousel(props: { autoPlay?: boolean; arrows?: { previous: string; next: string }; items?: string[] } = {}) {
  render(
    <PhoneCarousel
      label="测试轮播"
      items={props.items ?? slides}
      itemKey={(s) => s}
      dotLabel={(i) => `第${i + 1}项`}
      renderSlide={(s) => <p>{s}</p>}
      autoPlay={props.autoPlay}
      arrows={props.arrows}
    />,
  );
  return screen.getByRole('region', { name: '测试轮播' });
}

describe('PhoneCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one slide named by its position, moves with dots, arrows and swipes round the ends', () => {
    const region = renderCarousel({ arrows: { previous: '上一项', next: '下一项' } });
    expect(within(region).getByRole('group', { name: '1 / 3' })).toHaveTextContent('第一张');
    expect(within(region).queryByText('第二张')).not.toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: '上一项' }));
    expect(within(region).getByRole('group', { name: '3 / 3' })).toHaveTextContent('第三张');
    expect(within(region).getByRole('button', { name: '第3项' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(region).getByRole('button', { name: '下一项' }));
    expect(within(region).getByRole('group', { name: '1 / 3' })).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: '第2项' }));
    expect(within(region).getByRole('group', { name: '2 / 3' })).toHaveTextContent('第二张');
    fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 100 }] });
    expect(within(region).getByRole('group', { name: '3 / 3' })).toBeInTheDocument();
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 130 }] });
    expect(within(region).getByRole('group', { name: '3 / 3' })).toBeInTheDocument();
  });

  it('has no arrows unless asked', () => {
    const region = renderCarousel();
    expect(within(region).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['第1项', '第2项', '第3项']);
  });

  it('has neither arrows nor dots for a single slide', () => {
    const region = renderCarousel({ items: ['唯一一张'], arrows: { previous: '上一项', next: '下一项' } });
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    expect(within(region).getByRole('group', { name: '1 / 1' })).toHaveTextContent('唯一一张');
  });

  it('moves on by itself every five seconds when it auto-plays', () => {
    jest.useFakeTimers();
    const region = renderCarousel({ autoPlay: true });
    act(() => jest.advanceTimersByTime(PHONE_CAROUSEL_MS - 1));
    expect(within(region).getByRole('group', { name: '1 / 3' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(region).getByRole('group', { name: '2 / 3' })).toBeInTheDocument();
  });
});
