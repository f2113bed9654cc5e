import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import type { EventItem, SignUpSettings } from '../api/types';
import { AddSignUpModal } from './add-sign-up-modal';

const item = {
  id: 5, competition_id: 2, name: 'U15组', entry_type: 'team', gender: 1, age_group: 'U15', birth_from: null, birth_to: null, capacity: 8,
  fee_cents: 0, fee: '0.00', team_min: 3, team_max: 12, sort: 5, free_places: 8, approved_count: 0, pending_count: 0, waiting_count: 0,
} as unknown as EventItem;
const settings = { required_fields: ['real_name'], custom_fields: [] } as unknown as SignUpSettings;

/** The list page's shape: its items are a new array at every render (a filter of what it loaded). */
function ListWithDialog() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        列表重新渲染 {renders}
      </button>
      <AddSignUpModal open competitionId={2} entryType="team" items={[item].filter(Boolean)} settings={settings} onClose={() => undefined} onSaved={() => undefined} />
    </>
  );
}

describe('AddSignUpModal 新增团队报名', () => {
  it('opens with the item chosen and its minimum of member rows, and keeps what is typed when the list behind it renders again', async () => {
    const { user } = renderWithProviders(<ListWithDialog />);
    const dialog = await screen.findByRole('dialog', { name: '新增团队报名' });
    expect(await within(dialog).findByLabelText('队员3姓名')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('队员4姓名')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('队名'), '晓跑队');
    await user.type(within(dialog).getByLabelText('队员1姓名'), '林晓跑');
    await user.click(screen.getByRole('button', { name: /列表重新渲染/ }));
    await screen.findByRole('button', { name: '列表重新渲染 1' });
    expect(within(dialog).getByLabelText('队名')).toHaveValue('晓跑队');
    expect(within(dialog).getByLabelText('队员1姓名')).toHaveValue('林晓跑');
    expect(within(dialog).getByLabelText('队员3姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('U15组')).toBeInTheDocument();
  });
});
