import { useEffect, type ReactNode } from 'react';
import { Alert, App, Button, Form, Modal } from 'antd';
import { useSaving } from 'shared/antd';
import type { ScheduleFixture } from '../api/types';

export interface FixtureScoreModalProps<V> {
  fixture: ScheduleFixture | null;
  /** 录入比分 or 更新比分: the title reads `<action>：<home> vs <away>`. */
  action: string;
  /** The OK button, e.g. 保存比分. */
  okText: string;
  /** The form's name. */
  name: string;
  /** What stands above the form (the fixture's place in the schedule, what the score is for). */
  intro: ReactNode;
  /** The fields' values as the modal opens on a fixture (a function defined once, outside the component). */
  initialValues: (fixture: ScheduleFixture) => V;
  /** Sends the checked values; a falsy `changed` says the score was already so (比分没有变化). */
  save: (values: V, fixture: ScheduleFixture) => Promise<{ changed: unknown; fixture: ScheduleFixture }>;
  /** The message after a change, e.g. 比分已保存. */
  savedText: string;
  onClose: () => void;
  /** After a save (the fixture as the server returns it). */
  onSaved: (fixture: ScheduleFixture) => void;
  /** The form's items. */
  children: ReactNode;
}

/**
 * The one modal of a fixture's score (录入比分, 更新比分): the fields start from the fixture each time it opens, OK
 * spins while the score is sent, and a refusal (比分已被他人修改，请刷新后重试 …) stays in the modal above the fields.
 */
export function FixtureScoreModal<V extends object>({ fixture, action, okText, name, intro, initialValues, save, savedText, onClose, onSaved, children }: FixtureScoreModalProps<V>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const { saving, error, clearError, run } = useSaving();

  useEffect(() => {
    if (!fixture) return;
    clearError();
    form.setFieldsValue(initialValues(fixture));
  }, [fixture, form, clearError, initialValues]);

  if (!fixture) return null;

  const submit = async () => {
    const v = await form.validateFields();
    await run(async () => {
      const saved = await save(v, fixture);
      if (saved.changed) message.success(savedText);
      else message.info('比分没有变化');
      onSaved(saved.fixture);
    });
  };

  return (
    <Modal
      open
      title={`${action}：${fixture.home_name} vs ${fixture.away_name}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
          {okText}
        </Button>,
      ]}
      destroyOnHidden
    >
      {intro}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name={name}>
        {children}
      </Form>
    </Modal>
  );
}
