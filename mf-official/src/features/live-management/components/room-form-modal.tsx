import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LIVE_MSG, RTMP_URL } from 'shared/rules';
import { ImageUploadField, useSaving, validValues, SaveModal } from 'shared/antd';
import { createLiveRoom, getOwnCompetitions, updateLiveRoom, type LiveRoom } from '../api/live-admin';
import { isHlsUrl } from './live-status';

interface Values {
  title: string;
  competition_id?: number | null;
  cover?: string;
  description?: string;
  stream_url: string;
  push_url?: string;
  schedule: [Dayjs, Dayjs];
  visibility: 'public' | 'hidden';
}

export interface RoomFormModalProps {
  open: boolean;
  institutionId: number;
  /** The room being edited; none = a new room. */
  room?: LiveRoom | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新建直播 / 编辑直播: title, linked competition, cover, description, play and push addresses, schedule, visibility. */
export function RoomFormModal({ open, institutionId, room, onClose, onSaved }: RoomFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { saving, run } = useSaving();
  const [competitions, setCompetitions] = useState<{ id: number; name: string }[]>([]);

  useEffect(() => {
    if (!open) return;
    getOwnCompetitions(institutionId).then(setCompetitions, () => setCompetitions([]));
    form.setFieldsValue(
      room
        ? {
            title: room.title,
            competition_id: room.competition_id,
            cover: room.cover,
            description: room.description,
            stream_url: room.stream_url,
            push_url: room.push_url,
            schedule: [dayjs(room.scheduled_start), dayjs(room.scheduled_end)],
            visibility: room.visibility,
          }
        : { title: '', competition_id: null, cover: '', description: '', stream_url: '', push_url: '', schedule: undefined, visibility: 'public' },
    );
  }, [open, room, institutionId, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return; // the form shows what is missing
    const fields = {
      title: v.title.trim(),
      competition_id: v.competition_id ?? null,
      cover: v.cover ?? '',
      description: v.description ?? '',
      stream_url: v.stream_url.trim(),
      push_url: (v.push_url ?? '').trim(),
      scheduled_start: v.schedule[0].toISOString(),
      scheduled_end: v.schedule[1].toISOString(),
      visibility: v.visibility,
    };
    // a refusal has been shown by the shared client; the modal stays open
    await run(async () => {
      if (room) await updateLiveRoom({ id: room.id, ...fields });
      else await createLiveRoom({ institution_id: institutionId, ...fields });
      message.success(room ? '直播已保存' : '直播已创建');
      onSaved();
    });
  };

  return (
    <SaveModal open={open} title={room ? '编辑直播' : '新建直播'} saving={saving} onSave={submit} onCancel={onClose} width={640}>
      <Form form={form} layout="vertical" aria-label="直播信息">
        <Form.Item name="title" label="直播标题" rules={[{ required: true, whitespace: true, message: '请填写直播标题' }, { max: 100, message: '直播标题不能超过100个字符' }]}>
          <Input placeholder="如：2026省青少年田径联赛 · 决赛日" />
        </Form.Item>
        <Form.Item name="competition_id" label="关联赛事">
          <Select allowClear placeholder="不关联赛事" options={competitions.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item name="schedule" label="计划时间" rules={[{ required: true, message: '请选择开始和结束时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={['开始时间', '结束时间']} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="stream_url"
          label="播放地址"
          extra="直播服务商提供的 HLS 播放地址（.m3u8）"
          rules={[
            { required: true, whitespace: true, message: '请填写播放地址' },
            { validator: async (_, v: string) => (!v || isHlsUrl(v.trim()) ? undefined : Promise.reject(new Error(LIVE_MSG.streamUrl))) },
          ]}
        >
          <Input placeholder="https://live.example.com/hls/room1.m3u8" />
        </Form.Item>
        <Form.Item
          name="push_url"
          label="推流地址"
          extra="直播服务商提供的 RTMP 推流地址，供推流软件使用"
          rules={[{ validator: async (_, v: string) => (!v || RTMP_URL.test(v.trim()) ? undefined : Promise.reject(new Error(LIVE_MSG.pushUrl))) }]}
        >
          <Input placeholder="rtmp://push.example.com/live/room1" />
        </Form.Item>
        <Form.Item name="cover" label="封面图片">
          <ImageUploadField use="live_cover" />
        </Form.Item>
        <Form.Item name="description" label="直播简介" rules={[{ max: 2000, message: '直播简介不能超过2000个字符' }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="visibility" label="官网显示">
          <Radio.Group
            options={[
              { value: 'public', label: '公开' },
              { value: 'hidden', label: '隐藏' },
            ]}
          />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
