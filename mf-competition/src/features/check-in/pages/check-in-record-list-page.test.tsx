import { screen, waitFor, within } from '@testing-library/react';
import { seedCheckInChallenge, setupPageTest } from 'shared/mocks/testing';
import { dialogWith, label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../../results/test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const reviews = recordBodies(server, 'POST', '/competition/clock/review');

describe('ClockRecordList 打卡记录', () => {
  it('shows the flagged record with its reason, refuses a rejection without a reason, then rejects it', async () => {
    const { flagged } = seedCheckInChallenge();
    const { user } = renderAdmin('/admin/institution/match/3/2/clock/clockrecordlist', 'org_gov');
    const table = await screen.findByRole('table');
    await within(table).findByText('配速快于健步走世界纪录，需人工审核');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
    const row = within(table).getByText('配速快于健步走世界纪录，需人工审核').closest('tr')!;
    expect(within(row).getByText('王正裁')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: label('驳回') }));
    const modal = await dialogWith('驳回王正裁的打卡');
    await user.click(within(modal).getByRole('button', { name: label('确定') }));
    expect(await within(modal).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(reviews).toHaveLength(0);
    await user.type(within(modal).getByRole('textbox', { name: '驳回原因' }), '配速异常，疑似骑行');
    await user.click(within(modal).getByRole('button', { name: label('确定') }));
    await waitFor(() => expect(reviews).toEqual([{ id: flagged, action: 'reject', reason: '配速异常，疑似骑行' }]));
    expect(await screen.findByText('原因：配速异常，疑似骑行')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('已驳回')).toHaveLength(1);
  });

  it('filters the flagged records', async () => {
    seedCheckInChallenge();
    const { user } = renderAdmin('/admin/institution/match/3/2/clock/clockrecordlist', 'org_gov');
    await screen.findByText('配速快于健步走世界纪录，需人工审核');
    await user.click(screen.getByRole('combobox', { name: '异常' }));
    await user.click(await screen.findByTitle('仅被标记的'));
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 1));
  });
});
