import { DatePicker, Form, Input, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { HOME_ITEM_MESSAGES, imageRequiredMessage, isSafeImage, isSafeLink, type HomeBlockDef } from 'shared/rules';
import { ImageUploadField, VideoUploadField, SaveModal } from 'shared/antd';
import type { HomeBlockItem, HomeBlockItemInput } from '../api/home-block-api';
import { CompetitionSelect } from './competition-select';
import { HomeBlockPreview } from './home-block-preview';

interface FormValues {
  competition_id: number | null;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  video_url: string;
  window: [Dayjs | null, Dayjs | null] | null;
  is_show: boolean;
}

/** Upload `use` tag of each block's image (upload contract). */
const UPLOAD_USE: Record<string, string> = { headline: 'headline', partner: 'partner', event_photo: 'photo' };

export interface HomeItemFormProps {
  def: HomeBlockDef;
  /** The item edited, a draft to start from (e.g. a competition chosen in 赛事推荐), or null for an empty form. */
  item: Partial<HomeBlockItem> | null;
  /** Whether the item exists (编辑) or is new (新增). */
  editing: boolean;
  open: boolean;
  onCancel: () => void;
  /** Saves; the modal stays open (loading) until it settles and closes only on success. */
  onSubmit: (input: HomeBlockItemInput) => Promise<unknown>;
}

const trimmed = (v: string | undefined) => (v ?? '').trim();

export function toInput(values: FormValues): HomeBlockItemInput {
  const [from, until] = values.window ?? [null, null];
  return {
    title: trimmed(values.title),
    subtitle: trimmed(values.subtitle),
    image: trimmed(values.image),
    link: trimmed(values.link),
    video_url: trimmed(values.video_url),
    competition_id: values.competition_id ?? null,
    is_show: values.is_show,
    show_from: from ? from.toISOString() : null,
    show_until: until ? until.toISOString() : null,
  };
}

/** The create / edit form of one homepage item; which fields it shows follows the block's definition. */
export function HomeItemForm({ def, item, editing, open, onCancel, onSubmit }: HomeItemFormProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const values = Form.useWatch([], form) as FormValues | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      competition_id: item?.competition_id ?? null,
      title: item?.title ?? '',
      subtitle: item?.subtitle ?? '',
      image: item?.image ?? '',
      link: item?.link ?? '',
      video_url: item?.video_url ?? '',
      window: item?.show_from || item?.show_until ? [item.show_from ? dayjs(item.show_from) : null, item.show_until ? dayjs(item.show_until) : null] : null,
      is_show: item?.is_show ?? true,
    });
  }, [open, item, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(toInput(v));
    } finally {
      setSaving(false);
    }
  };

  const preview = values ? toInput({ ...values, is_show: true, window: null }) : null;
  const titleId = `home-item-form-${def.block}`;

  return (
    <SaveModal open={open} title={`${editing ? '编辑' : '新增'}${def.title}`} saving={saving} onSave={submit} onCancel={onCancel}>
      <Form<FormValues> form={form} layout="vertical" name={titleId} aria-label={`${def.title}表单`}>
        {def.competition !== 'none' ? (
          <Form.Item
            name="competition_id"
            label={def.competition === 'required' ? '推荐的赛事' : '关联赛事（可选）'}
            rules={def.competition === 'required' ? [{ required: true, message: HOME_ITEM_MESSAGES.competitionRequired }] : []}
          >
            <CompetitionSelect
              allowClear={def.competition === 'optional'}
              currentName={item?.competition_name}
              onChange={(id, competition) => {
                form.setFieldValue('competition_id', id);
                if (competition && def.competition === 'required') {
                  if (!trimmed(form.getFieldValue('title'))) form.setFieldValue('title', competition.name);
                  if (!trimmed(form.getFieldValue('link'))) form.setFieldValue('link', `/match/${competition.id}`);
                  if (!trimmed(form.getFieldValue('image')) && competition.cover) form.setFieldValue('image', competition.cover);
                }
              }}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="title"
          label="标题"
          rules={def.competition === 'required' ? [] : [{ required: true, whitespace: true, message: HOME_ITEM_MESSAGES.title }]}
          extra={def.competition === 'required' ? '不填则使用赛事名称' : undefined}
        >
          <Input maxLength={128} showCount placeholder="请输入标题" />
        </Form.Item>
        {def.subtitleLabel ? (
          <Form.Item name="subtitle" label={def.subtitleLabel}>
            <Input maxLength={255} placeholder={`请输入${def.subtitleLabel}`} />
          </Form.Item>
        ) : null}
        {def.imageLabel ? (
          <Form.Item
            name="image"
            label={def.imageLabel}
            extra={def.imageHint}
            rules={[
              ...(def.imageRequired ? [{ required: true, message: imageRequiredMessage(def) }] : []),
              { validator: async (_: unknown, v: string) => (!v || isSafeImage(v) ? undefined : Promise.reject(new Error(HOME_ITEM_MESSAGES.image))) },
            ]}
          >
            <ImageUploadField use={UPLOAD_USE[def.block] ?? 'cover'} />
          </Form.Item>
        ) : null}
        {def.video ? (
          <Form.Item name="video_url" label="上传视频" extra="上传后自动转码；未上传封面时使用视频的截图作为封面">
            <VideoUploadField
              use="video"
              onProcessed={(video) => {
                if (video.poster && !trimmed(form.getFieldValue('image'))) form.setFieldValue('image', video.poster);
              }}
            />
          </Form.Item>
        ) : null}
        {def.video ? (
          <Form.Item
            name="video_url"
            label="视频地址"
            htmlFor={`${titleId}_video_address`}
            extra="上传的视频或其他网站的视频地址；都不填时点击封面打开跳转链接"
            rules={[{ validator: async (_: unknown, v: string) => (!trimmed(v) || isSafeLink(trimmed(v)) ? undefined : Promise.reject(new Error(HOME_ITEM_MESSAGES.video))) }]}
          >
            <Input id={`${titleId}_video_address`} maxLength={1024} placeholder="或填写 https:// 开头的视频网址" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="link"
          label="跳转链接"
          extra="站内路径如 /match/1、/official/information，或 https:// 开头的网址"
          dependencies={def.video ? ['video_url'] : []}
          rules={[
            {
              validator: async (_: unknown, raw: string) => {
                const v = trimmed(raw);
                if (def.linkRequired && !v) throw new Error(HOME_ITEM_MESSAGES.linkRequired);
                if (def.video && !v && !trimmed(form.getFieldValue('video_url'))) throw new Error(HOME_ITEM_MESSAGES.videoOrLink);
                if (v && !isSafeLink(v)) throw new Error(HOME_ITEM_MESSAGES.link);
              },
            },
          ]}
        >
          <Input maxLength={1024} placeholder="请输入跳转链接" />
        </Form.Item>
        <Form.Item name="window" label="展示时间" extra="不填开始时间则立即展示，不填结束时间则一直展示">
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} placeholder={['开始展示时间', '结束展示时间']} />
        </Form.Item>
        <Form.Item name="is_show" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
      {preview && (trimmed(preview.title) || preview.image) ? (
        <div>
          <Typography.Title level={5}>首页效果预览</Typography.Title>
          <HomeBlockPreview def={def} items={[{ ...preview, id: item?.id ?? 0 }]} />
        </div>
      ) : null}
    </SaveModal>
  );
}
