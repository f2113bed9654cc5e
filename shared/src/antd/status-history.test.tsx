import { render, screen, within } from '@testing-library/react';
import { formatDateTime } from 'shared';
import { StatusHistory } from './status-history';

const TEXT: Record<string, string> = { draft: '草稿', pending: '待审核', approved: '已通过', rejected: '已驳回' };

describe('StatusHistory', () => {
  it('shows one line per change: when, who, from → to or 创建, why', () => {
    render(
      <StatusHistory
        label="审核记录"
        statusText={(s) => TEXT[s] ?? s}
        colors={{ pending: 'gold' }}
        history={[
          { id: 1, at: '2026-05-16T01:30:00.000Z', actor_name: '张三', from_status: null, to_status: 'pending' },
          { id: 2, at: '2026-05-17T01:30:00.000Z', actor_name: '', from_status: 'pending', to_status: 'rejected', reason: '缺少封面' },
        ]}
      />,
    );
    const timeline = screen.getByLabelText('审核记录');
    expect(within(timeline).getByText(`${formatDateTime('2026-05-16T01:30:00.000Z')} · 张三`)).toBeInTheDocument();
    expect(within(timeline).getByText('创建（待审核）')).toBeInTheDocument();
    expect(within(timeline).getByText(`${formatDateTime('2026-05-17T01:30:00.000Z')} · 系统`)).toBeInTheDocument();
    expect(within(timeline).getByText('待审核 → 已驳回')).toBeInTheDocument();
    expect(within(timeline).getByText('原因：缺少封面')).toBeInTheDocument();
    expect(timeline.querySelectorAll('.ant-timeline-item')).toHaveLength(2);
  });

  it('says 暂无数据 without changes', () => {
    render(<StatusHistory label="状态历史" statusText={(s) => s} history={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
