import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { SCHEDULE_MSG } from 'shared/rules';
import { getScoreRule } from '../api/get-score-rule';
import { saveScore } from '../api/save-score';
import type { ScheduleFixture, ScorePayload, ScoreRule } from '../api/types';
import { FixtureScoreModal } from './fixture-score-modal';
import { FORFEIT_TEXT, hasResult } from './schedule-labels';
import { MAX_SCORE, SideScoreInputs } from './score-inputs';

interface ScoreValues {
  home_score: number | null;
  away_score: number | null;
  sets: { home: number | null; away: number | null }[];
  forfeit: ScheduleFixture['forfeit'] | 'none';
  home_fair_play: number | null;
  away_fair_play: number | null;
  reason: string;
}

export interface ScoreModalProps {
  fixture: ScheduleFixture | null;
  onClose: () => void;
  /** After a save (the fixture as the server returns it). */
  onSaved: (fixture: ScheduleFixture) => void;
}

const scoreValues = (fixture: ScheduleFixture): ScoreValues => ({
  // a live game's final score starts from its running score (直播比分)
  home_score: fixture.home_score ?? fixture.live_home_score,
  away_score: fixture.away_score ?? fixture.live_away_score,
  sets: fixture.sets ?? [],
  forfeit: fixture.forfeit ?? 'none',
  home_fair_play: fixture.home_fair_play,
  away_fair_play: fixture.away_fair_play,
  reason: '',
});

/**
 * 录入比分: home/away score, sets (items whose score rule uses sets), 弃权 (home/away/both), fair-play points and,
 * when the fixture already has a result, the correction reason. The fixture's `version` goes with the score so a
 * change made meanwhile by someone else is refused (比分已被他人修改，请刷新后重试); refusals stay in the modal.
 */
export function ScoreModal({ fixture, onClose, onSaved }: ScoreModalProps) {
  const [rule, setRule] = useState<ScoreRule['model'] | null>(null);
  const correction = fixture ? hasResult(fixture) : false;

  useEffect(() => {
    if (!fixture) return;
    setRule(null);
    let live = true;
    getScoreRule(fixture.event_item_id)
      .then((r) => live && setRule(r.model))
      .catch(() => live && setRule('goals'));
    return () => {
      live = false;
    };
  }, [fixture]);

  if (!fixture) return null;

  const save = (v: ScoreValues) => {
    const payload: ScorePayload = {
      fixture_id: fixture.id,
      home_score: v.home_score ?? 0,
      away_score: v.away_score ?? 0,
      version: fixture.version,
      home_fair_play: v.home_fair_play ?? 0,
      away_fair_play: v.away_fair_play ?? 0,
    };
    if (rule === 'sets' && v.sets.length) payload.sets = v.sets.map((s) => ({ home: s.home ?? 0, away: s.away ?? 0 }));
    if (v.forfeit && v.forfeit !== 'none') payload.forfeit = v.forfeit;
    if (correction) payload.reason = v.reason.trim();
    return saveScore(payload);
  };

  return (
    <FixtureScoreModal<ScoreValues>
      fixture={fixture}
      action="录入比分"
      okText="保存比分"
      name="score"
      intro={
        <Typography.Paragraph type="secondary">
          {fixture.item_name} · {fixture.phase_name} · {fixture.group_name ? `${fixture.group_name} ` : ''}
          {fixture.round_name}
        </Typography.Paragraph>
      }
      initialValues={scoreValues}
      save={save}
      savedText="比分已保存"
      onClose={onClose}
      onSaved={onSaved}
    >
      <SideScoreInputs fixture={fixture} />
      {rule === 'sets' && (
        <Form.List name="sets">
          {(fields, { add, remove }) => (
            <Form.Item label="各局比分">
              <Space orientation="vertical">
                {fields.map((field, i) => (
                  <Space key={field.key}>
                    <span>第{i + 1}局</span>
                    <Form.Item name={[field.name, 'home']} noStyle rules={[{ required: true, message: '请输入比分' }]}>
                      <InputNumber min={0} max={MAX_SCORE} precision={0} aria-label={`第${i + 1}局主队`} />
                    </Form.Item>
                    :
                    <Form.Item name={[field.name, 'away']} noStyle rules={[{ required: true, message: '请输入比分' }]}>
                      <InputNumber min={0} max={MAX_SCORE} precision={0} aria-label={`第${i + 1}局客队`} />
                    </Form.Item>
                    <Button type="link" onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ home: null, away: null })}>添加一局</Button>
              </Space>
            </Form.Item>
          )}
        </Form.List>
      )}
      <Form.Item name="forfeit" label="弃权">
        <Select
          aria-label="弃权"
          options={[{ value: 'none', label: '无' }, ...(['home', 'away', 'both'] as const).map((k) => ({ value: k, label: FORFEIT_TEXT[k] }))]}
        />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item name="home_fair_play" label="主队公平竞赛分">
          <InputNumber precision={0} aria-label="主队公平竞赛分" />
        </Form.Item>
        <Form.Item name="away_fair_play" label="客队公平竞赛分">
          <InputNumber precision={0} aria-label="客队公平竞赛分" />
        </Form.Item>
      </Space>
      {correction && (
        <Form.Item name="reason" label="修改原因" rules={[{ required: true, whitespace: true, message: SCHEDULE_MSG.scoreChangeReasonRequired }]}>
          <Input.TextArea rows={2} maxLength={200} aria-label="修改原因" placeholder="本场已有成绩，修改需说明原因（记入比分历史）" />
        </Form.Item>
      )}
    </FixtureScoreModal>
  );
}
