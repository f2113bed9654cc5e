import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Select, Switch, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { mobileRule } from 'shared/rules';
import { ImageUploadField, useSaving } from 'shared/antd';
import { REGISTRATION_FIELDS, REGISTRATION_MSG, addRegistrationPath, addRegistrationView, type RegistrationField } from 'shared/rules';
import {
  checkRegisterTime,
  getCountries,
  getIdentity,
  getMyRegistration,
  getOpenSetting,
  register,
  type PersonIdentity,
  type RegisterSetting,
  type RegisterTime,
  type RegistrationDetail,
} from '../api/registrations';
import { useRouteHandle } from '../../../app/use-route-handle';
import { RegistrationDescriptions } from '../components/registration-descriptions';
import { REAL_NAME_PATH } from './real-name-page';

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'details'; registration: RegistrationDetail }
  | { state: 'new'; setting: RegisterSetting; time: RegisterTime; identity: PersonIdentity; provinces: string[] };

interface Values {
  sport: string;
  level?: string;
  region?: string;
  mobile?: string;
  intro?: string;
  documents?: Record<string, string>;
  is_public?: boolean;
}

/**
 * AddRegistration (person/register/{path}/{key}/{register_id}/{person_id}, spec §2.6, §2.7): key `details` shows the
 * registration `register_id` (注册信息); any other key files a new one under the 注册要求 `register_id` (提交新注册),
 * after /check/register_time says its window is open. `person_id` is the signed-in person.
 */
export function AddRegistrationPage() {
  const params = useParams();
  const handle = useRouteHandle<{ registrationPath: string; registrationKey: string }>();
  const path = handle.registrationPath;
  const key = params.key ?? handle.registrationKey;
  const view = addRegistrationView(path, key);
  const kind = path === 'athlete' ? 'athlete' : 'referee';
  const details = key === 'details';
  const registerId = Number(params.register_id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { saving, error, run } = useSaving();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!Number.isInteger(registerId) || registerId <= 0) return setLoad({ state: 'failed' });
    let alive = true;
    const loading = details
      ? getMyRegistration(registerId).then((registration): Load => ({ state: 'details', registration }))
      : Promise.all([getOpenSetting(registerId), checkRegisterTime(registerId), getIdentity(), getCountries()]).then(
          ([setting, time, identity, countries]): Load => ({ state: 'new', setting, time, identity, provinces: countries.list.map((c) => c.name) }),
        );
    loading.then((next) => alive && setLoad(next)).catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [details, registerId]);

  const back = (
    <Link to={view.activeMenuPath}>
      <Button>返回</Button>
    </Link>
  );
  if (load.state === 'loading') return <Card title={view.title} extra={back}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title={view.title} extra={back}>{EMPTY_TEXT}</Card>;
  if (load.state === 'details') {
    return (
      <Card title={view.title} extra={back}>
        <RegistrationDescriptions r={load.registration} />
      </Card>
    );
  }

  const { setting, time, identity, provinces } = load;
  const needs = (f: RegistrationField) => setting.fields.includes(f);
  const blocked = time.open !== 1 ? time.message : identity.status === 'none' ? REGISTRATION_MSG.identityMissing : null;

  const onFinish = (v: Values) =>
    run(async () => {
      const saved = await register({
        setting_id: setting.id,
        kind,
        sport: v.sport,
        level: v.level ?? '',
        region: v.region ?? '',
        mobile: v.mobile ?? '',
        intro: v.intro ?? '',
        documents: setting.documents.map((name) => ({ name, url: v.documents?.[name] ?? '' })),
        is_public: v.is_public ? 1 : 0,
      });
      message.success('注册已提交，请等待机构审核');
      navigate(addRegistrationPath(kind, 'details', saved.id, saved.user_id), { replace: true });
    });

  return (
    <Card title={view.title} extra={back}>
      <Typography.Title level={5}>
        {setting.institution_name} · {setting.title}
      </Typography.Title>
      {setting.notice ? <Typography.Paragraph type="secondary">{setting.notice}</Typography.Paragraph> : null}
      {blocked ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={blocked}
          action={identity.status === 'none' ? <Link to={`${REAL_NAME_PATH}/details/edit`}>去认证</Link> : undefined}
        />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`注册人：${identity.real_name}（${identity.status_text}）`} />
      )}
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
      <Form<Values> layout="vertical" style={{ maxWidth: 560 }} disabled={!!blocked} initialValues={{ sport: setting.sports.length === 1 ? setting.sports[0] : undefined, is_public: false }} onFinish={onFinish}>
        <Form.Item name="sport" label="运动项目" rules={[{ required: true, message: '请选择运动项目' }]}>
          <Select options={setting.sports.map((s) => ({ value: s, label: s }))} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="level" label={REGISTRATION_FIELDS.level} rules={needs('level') ? [{ required: true, whitespace: true, message: REGISTRATION_MSG.fieldMissing(REGISTRATION_FIELDS.level) }] : []}>
          <Input maxLength={32} placeholder={kind === 'athlete' ? '如：国家二级运动员' : '如：国家一级裁判员'} />
        </Form.Item>
        <Form.Item name="region" label={REGISTRATION_FIELDS.region} rules={needs('region') ? [{ required: true, message: REGISTRATION_MSG.fieldMissing(REGISTRATION_FIELDS.region) }] : []}>
          <Select allowClear showSearch options={provinces.map((p) => ({ value: p, label: p }))} placeholder="请选择省份" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={REGISTRATION_FIELDS.mobile}
          rules={[...(needs('mobile') ? [{ required: true, message: REGISTRATION_MSG.fieldMissing(REGISTRATION_FIELDS.mobile) }] : []), mobileRule]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="intro" label={REGISTRATION_FIELDS.intro} rules={needs('intro') ? [{ required: true, whitespace: true, message: REGISTRATION_MSG.fieldMissing(REGISTRATION_FIELDS.intro) }] : []}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        {setting.documents.map((name) => (
          <Form.Item key={name} name={['documents', name]} label={name} rules={[{ required: true, message: REGISTRATION_MSG.documentMissing(name) }]}>
            <ImageUploadField use="photo" buttonText={`上传${name}`} />
          </Form.Item>
        ))}
        <Form.Item name="is_public" label="在官网公开" valuePropName="checked" extra="通过后在官网人员页展示姓名、项目、等级与地区">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          提交注册
        </Button>
      </Form>
    </Card>
  );
}

export default AddRegistrationPage;
