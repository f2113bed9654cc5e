import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupPageTest } from 'shared/mocks/testing';
import { label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const saved = recordBodies(server, 'PUT', '/admin/schedule/ranking_rules');

const rows = () => within(screen.getByRole('region', { name: '排名规则' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))
    .filter(Boolean);

describe('scoreRule 计分规则', () => {
  it('shows the default rule of an item, reorders and disables tiebreakers and saves', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/scoreRule', 'org_gov');
    expect(await screen.findByText('该项目尚未设置计分规则，以下为默认规则，保存后生效。')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '胜场积分' })).toHaveValue('3');
    expect(rows()).toEqual(['积分', '相互战绩', '净胜分', '进球/得分', '胜场', '公平竞赛', '抽签']);

    await user.click(screen.getByRole('button', { name: '上移净胜分' }));
    await user.click(screen.getByRole('checkbox', { name: '抽签' }));
    const win = screen.getByRole('spinbutton', { name: '平场积分' });
    await user.clear(win);
    await user.type(win, '2');
    expect(rows()).toEqual(['积分', '净胜分', '相互战绩', '进球/得分', '胜场', '公平竞赛', '抽签']);
    await user.click(screen.getByRole('button', { name: label('保存') }));

    expect(await screen.findByText('计分规则已保存')).toBeInTheDocument();
    expect(saved.at(-1)).toMatchObject({
      event_item_id: 5,
      model: 'goals',
      points_win: 3,
      points_draw: 2,
      points_loss: 0,
      tiebreakers: ['points', 'difference', 'head_to_head', 'scored', 'wins', 'fair_play'],
    });
    expect(saved.at(-1)).not.toHaveProperty('direction');
    await waitFor(() => expect(screen.queryByText('该项目尚未设置计分规则，以下为默认规则，保存后生效。')).not.toBeInTheDocument());
  });

  it('reorders the tiebreakers by dragging a row onto another', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/scoreRule', 'org_gov');
    await screen.findByText('该项目尚未设置计分规则，以下为默认规则，保存后生效。');
    const item = (name: string) => within(screen.getByRole('region', { name: '排名规则' })).getByRole('listitem', { name });
    const dataTransfer = { setData: jest.fn(), effectAllowed: 'none' };
    fireEvent.dragStart(item('抽签'), { dataTransfer });
    fireEvent.dragOver(item('相互战绩'), { dataTransfer });
    fireEvent.drop(item('相互战绩'), { dataTransfer });
    fireEvent.dragEnd(item('抽签'), { dataTransfer });
    expect(rows()).toEqual(['积分', '抽签', '相互战绩', '净胜分', '进球/得分', '胜场', '公平竞赛']);
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'lots');
    // and back down below 净胜分
    fireEvent.dragStart(item('抽签'), { dataTransfer });
    fireEvent.drop(item('净胜分'), { dataTransfer });
    expect(rows()).toEqual(['积分', '相互战绩', '净胜分', '抽签', '进球/得分', '胜场', '公平竞赛']);
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('计分规则已保存')).toBeInTheDocument();
    expect(saved.at(-1)!.tiebreakers).toEqual(['points', 'head_to_head', 'difference', 'lots', 'scored', 'wins', 'fair_play']);
  });

  it('shows the refusal of the server when 积分 is not the first tiebreaker', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/scoreRule', 'org_gov');
    await user.click(await screen.findByRole('button', { name: '下移积分' }));
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('排名规则的第一项必须是积分')).toBeInTheDocument();
    expect(saved.at(-1)!.tiebreakers).toEqual(['head_to_head', 'points', 'difference', 'scored', 'wins', 'fair_play', 'lots']);
  });

  it('asks direction and precision of a timed item', async () => {
    const { user } = renderAdmin('/admin/institution/match/13/1/scoreRule', 'org_multi');
    expect(await screen.findByText('越小越好')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '小数位数' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('计分规则已保存')).toBeInTheDocument();
    expect(saved.at(-1)).toMatchObject({ event_item_id: 801, model: 'timed', direction: 'lower', precision: 2 });
  });
});
