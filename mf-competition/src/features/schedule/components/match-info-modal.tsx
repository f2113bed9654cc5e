import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Select } from 'antd';
import { ChinaDateTimePicker, useSaving } from 'shared/antd';
import { saveMatchInfo } from '../api/save-match-info';
import { searchReferees } from '../api/search-referees';
import type { MatchInfoPayload, ScheduleClash, ScheduleFixture, ScheduleReferee, VenueDetail } from '../api/types';

interface InfoValues {
  /** ISO instant, picked in China time. */
  starts_at: string | null;
  court_id: number | null;
  court_name: string;
  referee_ids: number[];
}

export interface MatchInfoModalProps {
  fixture: ScheduleFixture | null;
  /** Courts of the competition's venue; empty → the court is free text. */
  courts: VenueDetail['courts'];
  onClose: () => void;
  /** The saved fixture and the competition's clashes after the change. */
  onSaved: (fixture: ScheduleFixture, clashes: ScheduleClash[]) => void;
}

/** 编辑比赛信息 (match_info/save): time (China time), court (a venue court, else free text) and referees (searched by name). */
export function MatchInfoModal({ fixture, courts, onClose, onSaved }: MatchInfoModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<InfoValues>();
  const [found, setFound] = useState<ScheduleReferee[]>([]);
  const { saving, error, clearError, run } = useSaving();

  useEffect(() => {
    if (!fixture) return;
    clearError();
    form.setFieldsValue({
      starts_at: fixture.starts_at ?? null,
      court_id: fixture.court_id,
      court_name: fixture.court_name,
      referee_ids: fixture.referees.map((r) => r.user_id),
    });
    let live = true;
    searchReferees('')
      .then((r) => live && setFound(r.list))
      .catch(() => live && setFound([]));
    return () => {
      live = false;
    };
  }, [fixture, form, clearError]);

  const refereeOptions = useMemo(() => {
    const all = new Map<number, ScheduleReferee>();
    for (const r of [...(fixture?.referees ?? []), ...found]) all.set(r.user_id, r);
    return [...all.values()].map((r) => ({ value: r.user_id, label: r.name || `裁判 ${r.user_id}` }));
  }, [fixture, found]);

  if (!fixture) return null;

  const search = (keyword: string) => {
    searchReferees(keyword.trim())
      .then((r) => setFound(r.list))
      .catch(() => undefined);
  };

  const submit = async () => {
    const v = await form.validateFields();
    const payload: MatchInfoPayload = {
      id: fixture.id,
      starts_at: v.starts_at ?? null,
      referee_ids: v.referee_ids ?? [],
    };
    if (courts.length) {
      payload.court_id = v.court_id ?? null;
      payload.court_name = courts.find((c) => c.id === v.court_id)?.name ?? '';
    } else {
      payload.court_name = (v.court_name ?? '').trim();
    }
    await run(async () => {
      const saved = await saveMatchInfo(payload);
      const mine = saved.clashes.filter((c) => c.fixture_ids.includes(fixture.id));
      if (mine.length) message.warning(`已保存，但本场有 ${mine.length} 处冲突`);
      else message.success('比赛信息已保存');
      onSaved(saved.fixture, saved.clashes);
    });
  };

  return (
    <Modal
      open
      title={`编辑比赛信息：${fixture.home_name} vs ${fixture.away_name}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
          保存
        </Button>,
      ]}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="match-info">
        <Form.Item name="starts_at" label="比赛时间">
          <ChinaDateTimePicker aria-label="比赛时间" style={{ width: '100%' }} />
        </Form.Item>
        {courts.length ? (
          <Form.Item name="court_id" label="场地">
            <Select aria-label="场地" allowClear placeholder="选择场馆内的场地" options={courts.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        ) : (
          <Form.Item name="court_name" label="场地">
            <Input aria-label="场地" maxLength={100} placeholder="如：黄龙体育中心 1号场" />
          </Form.Item>
        )}
        <Form.Item name="referee_ids" label="裁判">
          <Select
            aria-label="裁判"
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: search }}
            placeholder="输入姓名搜索已审核的裁判员"
            options={refereeOptions}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
