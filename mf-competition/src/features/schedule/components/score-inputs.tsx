import { Form, InputNumber, Space } from 'antd';
import type { ScheduleFixture } from '../api/types';

/** Highest score the server takes (SCORE of the score and live routes). */
export const MAX_SCORE = 100000;

/**
 * The two sides' score fields (`home_score`, `away_score`) of the score modal (得分) and the live-score modal
 * (实时得分), labelled with the teams' names.
 */
export function SideScoreInputs({ fixture, live = false }: { fixture: Pick<ScheduleFixture, 'home_name' | 'away_name'>; live?: boolean }) {
  const word = live ? '实时得分' : '得分';
  return (
    <Space size={16} wrap>
      <Form.Item name="home_score" label={`${fixture.home_name} ${word}`} rules={[{ required: true, message: '请输入主队得分' }]}>
        <InputNumber min={0} max={MAX_SCORE} precision={0} aria-label={`主队${word}`} />
      </Form.Item>
      <Form.Item name="away_score" label={`${fixture.away_name} ${word}`} rules={[{ required: true, message: '请输入客队得分' }]}>
        <InputNumber min={0} max={MAX_SCORE} precision={0} aria-label={`客队${word}`} />
      </Form.Item>
    </Space>
  );
}
