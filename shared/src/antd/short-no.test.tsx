import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { ShortNo } from './short-no';

describe('ShortNo', () => {
  it('shows the number cut to its width, the whole in a tooltip, and copies it', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { user } = renderWithProviders(<ShortNo no="RF202611280001234567" maxWidth={80} />);
    const shown = screen.getByText('RF202611280001234567');
    expect(shown).toHaveStyle({ maxWidth: '80px', textOverflow: 'ellipsis' });
    await user.hover(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('RF202611280001234567');
    await user.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument());
  });
});
