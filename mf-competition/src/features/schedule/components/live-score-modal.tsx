import { useEffect } from 'react';
import { Alert, App, Button, Form, Modal, Typography } from 'antd';
import { useSaving } from 'shared/antd';
import { saveLiveScore } from '../api/save-live-score';
import type { ScheduleFixture } from '../api/types';
import { SideScoreInputs } from './score-inputs';

export interface LiveScoreModalProps {
  fixture: ScheduleFixture | null;
  onClose: () => void;
  /** After a save (the fixture as the server returns it). */
  onSaved: (fixture: ScheduleFixture) => void;
}

/**
 * 更新比分: the running score of a live game (直播比分). It is shown on the official site's live view at once and
 * never counted in standings; the final score is entered with 录入比分, which ends the game. The fixture's
 * `version` goes along, so a change made meanwhile by someone else is refused; refusals stay in the modal.
 */
export function LiveScoreModal({ fixture, onClose, onSaved }: LiveScoreModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ home_score: number | null; away_score: number | null }>();
  const { saving, error, clearError, run } = useSaving();

  useEffect(() => {
    if (!fixture) return;
    clearError();
    form.setFieldsValue({ home_score: fixture.live_home_score ?? 0, away_score: fixture.live_away_score ?? 0 });
  }, [fixture, form, clearError]);

  if (!fixture) return null;

  const submit = async () => {
    const v = await form.validateFields();
    await run(async () => {
      const saved = await saveLiveScore({ fixture_id: fixture.id, action: 'update', home_score: v.home_score ?? 0, away_score: v.away_score ?? 0, version: fixture.version });
      if (saved.changed) message.success('实时比分已更新');
      else message.info('比分没有变化');
      onSaved(saved.fixture);
    });
  };

  return (
    <Modal
      open
      title={`更新比分：${fixture.home_name} vs ${fixture.away_name}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
          更新实时比分
        </Button>,
      ]}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">实时比分同步显示在官网直播比分中，不计入积分榜；比赛结束后请用「录入比分」录入终场比分。</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="live-score">
        <SideScoreInputs fixture={fixture} live />
      </Form>
    </Modal>
  );
}
