import { useRef, useState } from 'react';
import { Alert, App, Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { FILING_MSG, isMobile, MOBILE_MESSAGE, urlRule } from 'shared/rules';
import { chinaPickerInstant, chinaPickerValue } from 'shared/antd';
import { createCompetition } from '../api/create-competition';
import type { CompetitionDetail, CompetitionType, CreateCompetitionPayload } from '../api/types';
import { updateCompetition } from '../api/update-competition';
import { typeText } from './competition-rules';
import { InstitutionSelect } from './institution-select';
import { SafeHtml } from './safe-html';
import { SeriesSelect } from './series-select';
import { SportSelect } from './sport-select';
import { venueAddress, VenueSelect } from './venue-select';

export const LEVELS = ['国际级', '国家级', '省级', '市级', '区县级', '校级', '其他'];

interface Values {
  institution_id?: number;
  name: string;
  sport?: string;
  level?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  venue_id?: number | null;
  location?: string;
  organisers?: string;
  cover?: string;
  introduction?: string;
  contact_name?: string;
  contact_phone?: string;
  series_id?: number | null;
}

type Props =
  | {
      mode: 'create';
      cType: CompetitionType;
      /** Organisers: their active institution; platform admins pick one (undefined). */
      institutionId?: number;
      seriesId?: number;
      onCreated: (id: number) => void;
      onCancel?: () => void;
    }
  | { mode: 'edit'; detail: CompetitionDetail; onSaved: () => void; onCancel?: () => void };

/** The form of an approved competition shows the change waiting for review, so that saving again keeps it. */
const pendingOr = (d: CompetitionDetail, field: 'name' | 'cover' | 'introduction') =>
  d.change?.status === 'pending' && d.change[field] !== null ? d.change[field]! : d[field];

const toValues = (d: CompetitionDetail): Values => ({
  name: pendingOr(d, 'name'),
  sport: d.sport || undefined,
  level: d.level || undefined,
  dates: [chinaPickerValue(d.start_at), chinaPickerValue(d.end_at)],
  venue_id: d.venue_id,
  location: d.location,
  organisers: d.organisers,
  cover: pendingOr(d, 'cover'),
  introduction: pendingOr(d, 'introduction'),
  contact_name: d.contact_name,
  contact_phone: d.contact_phone,
  series_id: d.series_id,
});

/** Base info of a match or activity (create and edit): the server checks everything again and sanitises the text. */
export function CompetitionForm(props: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const introduction = Form.useWatch('introduction', form) ?? '';
  const pickedInstitution = Form.useWatch('institution_id', form);
  const cType = props.mode === 'create' ? props.cType : props.detail.c_type;
  const institutionId = props.mode === 'create' ? (props.institutionId ?? pickedInstitution) : props.detail.institution_id;
  const noun = typeText(cType);
  // the location text last filled in from a picked venue: a new pick replaces it, never what the user typed
  const autoLocation = useRef<string | null>(null);
  const fillLocation = (venue: { name: string; city: string; district: string; address: string }) => {
    const current = form.getFieldValue('location') as string | undefined;
    if (current?.trim() && current !== autoLocation.current) return;
    const text = `${venue.name}（${venueAddress(venue)}）`.slice(0, 255);
    autoLocation.current = text;
    form.setFieldValue('location', text);
    void form.validateFields(['location']).catch(() => undefined);
  };

  const submit = async (v: Values) => {
    const fields = {
      name: v.name.trim(),
      sport: v.sport ?? '',
      level: v.level ?? '',
      // Whole days in China time, whatever the browser's zone: first day 00:00 to last day 23:59:59.
      start_at: chinaPickerInstant(v.dates![0]!.startOf('day'))!,
      end_at: chinaPickerInstant(v.dates![1]!.endOf('day'))!,
      venue_id: v.venue_id ?? null,
      location: v.location?.trim() ?? '',
      organisers: v.organisers?.trim() ?? '',
      cover: v.cover?.trim() ?? '',
      introduction: v.introduction ?? '',
      contact_name: v.contact_name?.trim() ?? '',
      contact_phone: v.contact_phone?.trim() ?? '',
      series_id: v.series_id ?? null,
    };
    setSaving(true);
    try {
      if (props.mode === 'create') {
        const payload: CreateCompetitionPayload = { ...fields, institution_id: institutionId!, c_type: cType };
        const { id } = await createCompetition(payload);
        message.success(`${noun}已创建`);
        props.onCreated(id);
      } else {
        const saved = await updateCompetition({ id: props.detail.id, ...fields });
        message.success(saved.change_pending === 1 ? '已保存，名称、封面、简介的修改已提交平台审核，审核通过后在官网更新' : '保存成功');
        props.onSaved();
      }
    } catch {
      // The shared client has shown the server's message; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      aria-label={`${noun}基本信息`}
      initialValues={props.mode === 'edit' ? toValues(props.detail) : { series_id: props.seriesId ?? null }}
      onFinish={submit}
      style={{ maxWidth: 880 }}
    >
      {props.mode === 'edit' && props.detail.status === 'approved' ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          title={`${noun}已在官网发布：修改名称、封面、简介须经平台审核，审核通过前官网显示原来的内容；其他信息保存后立即生效。`}
        />
      ) : null}
      {props.mode === 'create' && props.institutionId === undefined ? (
        <Form.Item name="institution_id" label="主办机构" rules={[{ required: true, message: '请选择主办机构' }]}>
          <InstitutionSelect />
        </Form.Item>
      ) : null}
      <Form.Item name="name" label={`${noun}名称`} rules={[{ required: true, whitespace: true, message: `请输入${noun}名称` }, { max: 128, message: '名称最多128个字' }]}>
        <Input placeholder={`请输入${noun}名称`} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="sport" label="运动项目" rules={[{ required: true, message: FILING_MSG.sportMissing }]}>
            <SportSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="level" label="级别">
            <Select allowClear placeholder="请选择级别" options={LEVELS.map((l) => ({ value: l, label: l }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="dates"
        label="举办日期"
        rules={[
          { required: true, message: '请选择举办日期' },
          { validator: (_r, v: Values['dates']) => (v && (!v[0] || !v[1]) ? Promise.reject(new Error('请选择举办日期')) : Promise.resolve()) },
          {
            validator: (_r, v: Values['dates']) =>
              v?.[0] && v?.[1] && v[1].isBefore(v[0], 'day') ? Promise.reject(new Error('结束日期不能早于开始日期')) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="venue_id" label="举办场馆" extra="平台已审核的场馆；选择后赛程可直接安排该场馆的场地">
            <VenueSelect
              current={props.mode === 'edit' && props.detail.venue_id ? { id: props.detail.venue_id, name: props.detail.venue_name } : null}
              onPick={fillLocation}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="location" label="举办地点" rules={[{ required: true, whitespace: true, message: '请输入举办地点' }, { max: 255, message: '地点最多255个字' }]}>
            <Input placeholder="例如：杭州市黄龙体育中心" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="organisers" label="主办单位" rules={[{ max: 255, message: '主办单位最多255个字' }]}>
            <Input placeholder="多个单位用顿号分隔" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="series_id" label="所属系列">
            <SeriesSelect institutionId={institutionId} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="cover" label="封面图片地址" rules={[urlRule, { max: 512, message: '地址最多512个字符' }]} extra="以 http:// 或 https:// 开头的图片链接">
        <Input placeholder="https://" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="introduction" label={`${noun}介绍`} extra="支持 HTML 富文本（段落、加粗、列表、链接、图片），保存时服务器会清洗不安全的内容">
            <Input.TextArea rows={10} placeholder="<p>赛事介绍</p>" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <div style={{ marginBottom: 8 }}>预览</div>
          <div aria-label="介绍预览" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, minHeight: 200, overflow: 'auto' }}>
            <SafeHtml html={introduction} />
          </div>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contact_name" label="联系人" rules={[{ max: 32, message: '联系人最多32个字' }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="contact_phone"
            label="联系电话"
            rules={[
              {
                // Spec §5 mobile rule; a number saved before (e.g. a landline of the demo data) may stay as it is.
                validator: (_r, v?: string) =>
                  !v || isMobile(v.trim()) || (props.mode === 'edit' && v === props.detail.contact_phone) ? Promise.resolve() : Promise.reject(new Error(MOBILE_MESSAGE)),
              },
            ]}
          >
            <Input placeholder="11位手机号" />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {props.mode === 'create' ? `创建${noun}` : '保存'}
        </Button>
        {props.onCancel ? <Button onClick={props.onCancel}>取消</Button> : null}
      </Space>
    </Form>
  );
}
