import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Form, Input, Radio, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, useSession } from 'shared';
import { ChinaDateTimePicker, useSaving } from 'shared/antd';
import { REGISTRATION_FIELDS, REGISTRATION_MSG, canPublishRegistrations, registerWindowRefusal } from 'shared/rules';
import { getSetting, saveSetting, type RegisterSetting, type RegistrationKind, type SettingBody } from '../api/registrations';
import { REGISTRATION_KIND_OPTIONS } from '../components/registration-status';

interface Values {
  kind: RegistrationKind;
  title: string;
  sports: string[];
  fields: SettingBody['fields'];
  documents: string[];
  notice: string;
  starts_at: string | null;
  ends_at: string | null;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; setting: RegisterSetting | null };

const FIELD_OPTIONS = Object.entries(REGISTRATION_FIELDS).map(([value, label]) => ({ value, label }));
const BACK = '/admin/community/register/requestSettings';

/**
 * 设置详情 (requestSettings/details/:id, 0 = new): a 注册要求 — its type, sports, the fields and documents a person must
 * give, the window (China time) and a notice. The server checks it with shared/rules `settingProblem`; the form checks the window's order.
 */
export const SettingDetailsPage = observer(function SettingDetailsPage() {
  const { id } = useParams();
  const settingId = Number(id);
  const session = useSession();
  const institution = session.activeInstitution;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { saving, error, run } = useSaving();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!Number.isInteger(settingId) || settingId < 0) return setLoad({ state: 'failed' });
    if (settingId === 0) return setLoad({ state: 'ready', setting: null });
    let alive = true;
    getSetting(settingId)
      .then((setting) => alive && setLoad({ state: 'ready', setting }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [settingId]);

  const back = (
    <Link to={BACK}>
      <Button>返回注册要求设置</Button>
    </Link>
  );
  if (load.state === 'loading') return <Card title="设置详情" extra={back}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed' || !institution) return <Card title="设置详情" extra={back}>{EMPTY_TEXT}</Card>;
  const s = load.setting;
  const publisher = canPublishRegistrations(institution.institution_type);

  const initial: Values = s
    ? { kind: s.kind, title: s.title, sports: s.sports, fields: s.fields, documents: s.documents, notice: s.notice, starts_at: s.starts_at, ends_at: s.ends_at }
    : { kind: 'athlete', title: '', sports: [], fields: [], documents: [], notice: '', starts_at: null, ends_at: null };

  const onFinish = (v: Values) =>
    run(async () => {
      const saved = await saveSetting({
        ...(s ? { id: s.id } : {}),
        institution_id: institution.institution_id,
        kind: v.kind,
        title: v.title,
        sports: v.sports,
        fields: v.fields ?? [],
        documents: v.documents ?? [],
        notice: v.notice ?? '',
        starts_at: v.starts_at!,
        ends_at: v.ends_at!,
      });
      message.success('注册要求已保存');
      if (!s) navigate(`${BACK}/details/${saved.id}`, { replace: true });
      else setLoad({ state: 'ready', setting: saved });
    });

  return (
    <Card title={s ? `设置详情：${s.title}` : '新增注册要求'} extra={back}>
      {!publisher ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title="仅体育局、体育协会等机构可发布注册要求" /> : null}
      {s ? <Alert type={s.state === 'open' ? 'success' : 'warning'} showIcon style={{ marginBottom: 16 }} title={registerWindowRefusal({ startsAt: s.starts_at, endsAt: s.ends_at }) ?? '注册进行中'} /> : null}
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={onFinish} disabled={!publisher} style={{ maxWidth: 640 }}>
        <Form.Item name="kind" label="注册类型" rules={[{ required: true }]}>
          <Radio.Group options={REGISTRATION_KIND_OPTIONS} disabled={!!s} />
        </Form.Item>
        <Form.Item name="title" label="注册要求名称" rules={[{ required: true, whitespace: true, message: '请填写注册要求名称' }]}>
          <Input maxLength={64} placeholder="如：2026年度运动员注册" />
        </Form.Item>
        <Form.Item name="sports" label="运动项目" rules={[{ required: true, message: '请至少选择一个运动项目' }]}>
          <Select mode="tags" placeholder="输入项目名称后回车，如：田径" tokenSeparators={[',', '，']} maxCount={20} />
        </Form.Item>
        <Form.Item name="fields" label="必填信息">
          <Checkbox.Group options={FIELD_OPTIONS} />
        </Form.Item>
        <Form.Item name="documents" label="须上传的材料">
          <Select mode="tags" placeholder="输入材料名称后回车，如：等级证书" tokenSeparators={[',', '，']} maxCount={10} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="starts_at" label="注册开始时间" rules={[{ required: true, message: '请选择注册开始时间' }]}>
            <ChinaDateTimePicker placeholder="开始时间" />
          </Form.Item>
          <Form.Item
            name="ends_at"
            label="注册结束时间"
            dependencies={['starts_at']}
            rules={[
              { required: true, message: '请选择注册结束时间' },
              ({ getFieldValue }) => ({
                validator: (_, end: string | null) => {
                  const start = getFieldValue('starts_at') as string | null;
                  const backwards = !!start && !!end && new Date(end).getTime() <= new Date(start).getTime();
                  return backwards ? Promise.reject(new Error(REGISTRATION_MSG.windowOrder)) : Promise.resolve();
                },
              }),
            ]}
          >
            <ChinaDateTimePicker placeholder="结束时间" />
          </Form.Item>
        </Space>
        <Form.Item name="notice" label="注册须知">
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        {publisher ? (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        ) : null}
      </Form>
    </Card>
  );
});

export default SettingDetailsPage;
