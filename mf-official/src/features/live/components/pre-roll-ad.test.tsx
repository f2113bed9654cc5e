import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PreRollAd, SKIPPABLE_AFTER_SECONDS } from './pre-roll-ad';

const ad = { id: 3, title: '运动饮料', kind: 'image' as const, media_url: '/api/media/img-ad.png', link: 'https://example.com/drink', duration: 15 };

describe('PreRollAd', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('counts down, offers 跳过 after five seconds, and skipping ends the ad', () => {
    const onDone = jest.fn();
    render(<PreRollAd ad={ad} startedAt={Date.now()} onDone={onDone} />);
    const region = screen.getByRole('region', { name: '片头广告' });
    expect(within(region).getByRole('timer')).toHaveTextContent('15 秒');
    expect(within(region).getByRole('link')).toHaveAttribute('href', 'https://example.com/drink');
    tick((SKIPPABLE_AFTER_SECONDS - 1) * 1000);
    expect(within(region).getByRole('timer')).toHaveTextContent('11 秒');
    expect(within(region).queryByRole('button', { name: '跳过' })).not.toBeInTheDocument();
    tick(1000);
    fireEvent.click(within(region).getByRole('button', { name: '跳过' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('ends by itself when the countdown reaches zero', () => {
    const onDone = jest.fn();
    render(<PreRollAd ad={ad} startedAt={Date.now()} onDone={onDone} />);
    tick(14_000);
    expect(onDone).not.toHaveBeenCalled();
    tick(1000);
    expect(onDone).toHaveBeenCalled();
  });
});
