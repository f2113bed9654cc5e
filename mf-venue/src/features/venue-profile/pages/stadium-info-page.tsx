import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Alert, App, AutoComplete, Button, Card, Col, Form, Input, Result, Row, Select, Space, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime, useSession } from 'shared';
import { VENUE_PROFILE_LIMITS as L, VENUE_SERVICE_OPTIONS, membershipManages } from 'shared/rules';
import { ImageUploadField } from 'shared/antd';
import { FeedbackInbox } from '../../venue-feedback';
import { getManagedVenues } from '../api/get-managed-venues';
import { getVenueProfile } from '../api/get-venue-profile';
import { saveVenueProfile } from '../api/save-venue-profile';
import type { ManagedVenue, VenueProfileInfo, VenueProfileValues } from '../api/types';
import { VenueChangeDiff } from '../components/venue-change-diff';
import { VenueAddressFields } from '../components/venue-address-fields';

const TITLE = '场馆信息';
const TABS = [
  { key: 'base', label: '基本信息' },
  { key: 'photo', label: '场馆照片' },
  { key: 'service', label: '设施与服务' },
  { key: 'feedback', label: '用户反馈' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * 场馆信息 (StadiumInfo: /admin/stadium/base, /photo, /service, /feedback): the venue manager's venue — its base
 * information, photos with captions and facilities, and 用户反馈 (users' feedback about it, read and replied to here). A venue not yet approved is saved at once; an approved one keeps what the public
 * sees and the save is a change request the platform reviews (场馆变更审核); the pending request and its diff, or the
 * latest rejection with its reason, are shown above the tabs. A manager bound to one venue edits that one; a manager
 * of the whole institution (and the platform admin) picks the venue.
 */
export const StadiumInfoPage = observer(function StadiumInfoPage() {
  const session = useSession();
  const active = session.activeInstitution;
  if (!session.isAdmin && (session.isPerson || !active || !membershipManages(active.institution_id))) {
    return (
      <Card title={TITLE} variant="borderless">
        <Result status="info" title="当前账号没有可管理的场馆" subTitle="场馆信息属于场馆运营机构：请切换到您管理的机构后再查看。" />
      </Card>
    );
  }
  const bound = session.isAdmin ? 0 : (active?.sports_venues_id ?? 0);
  return <VenueProfileFrame key={`${active?.institution_id ?? 0}-${bound}`} boundVenueId={bound} />;
});

function VenueProfileFrame({ boundVenueId }: { boundVenueId: number }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = (TABS.find((t) => pathname.endsWith(`/${t.key}`))?.key ?? 'base') as TabKey;
  const [venues, setVenues] = useState<ManagedVenue[] | null>(null);
  const [venueId, setVenueId] = useState(boundVenueId);
  const [info, setInfo] = useState<VenueProfileInfo | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (boundVenueId > 0) return;
    let alive = true;
    getManagedVenues()
      .then(({ list }) => {
        if (!alive) return;
        setVenues(list);
        setVenueId((id) => id || (list[0]?.id ?? 0));
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [boundVenueId]);

  useEffect(() => {
    if (!venueId) return;
    let alive = true;
    setInfo(null);
    getVenueProfile(venueId)
      .then((data) => alive && setInfo(data))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [venueId]);

  const picker =
    boundVenueId > 0 || !venues ? null : (
      <Select
        aria-label="选择场馆"
        style={{ width: 260 }}
        value={venueId || undefined}
        placeholder="选择场馆"
        options={venues.map((v) => ({ value: v.id, label: v.name }))}
        onChange={setVenueId}
      />
    );

  let body;
  if (venues && venues.length === 0) body = <Result status="info" title="暂无场馆" subTitle="本机构还没有场馆。" />;
  else if (info) body = <VenueProfileTabs info={info} tab={tab} onTab={(key) => navigate(`/admin/stadium/${key}`)} onSaved={setInfo} />;
  else body = failed ? EMPTY_TEXT : LOADING_TEXT;

  return (
    <Card title={TITLE} variant="borderless" extra={picker}>
      {body}
    </Card>
  );
}

function VenueProfileTabs({ info, tab, onTab, onSaved }: { info: VenueProfileInfo; tab: TabKey; onTab: (key: TabKey) => void; onSaved: (info: VenueProfileInfo) => void }) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  // after a save the forms start again from the venue's current version (a request's changes show in its diff)
  const [version, setVersion] = useState(0);
  const requests = info.edit_mode === 'request';

  const save = async (changed: Partial<VenueProfileValues>) => {
    setSaving(true);
    try {
      const saved = await saveVenueProfile({ venue_id: info.venue_id, ...info.profile, ...changed });
      onSaved(saved);
      setVersion((v) => v + 1);
      message.success(requests ? '已提交变更申请，平台审核通过后生效' : '已保存');
    } catch {
      // the shared client showed why
    } finally {
      setSaving(false);
    }
  };

  const forms: Record<TabKey, ReactNode> = {
    base: <BaseForm profile={info.profile} onSave={save} />,
    photo: <PhotoForm profile={info.profile} onSave={save} />,
    service: <ServiceForm profile={info.profile} onSave={save} />,
    // users' suggestions about this venue (the platform's inbox component); replies are 场馆回复
    feedback: <FeedbackInbox key={info.venue_id} venueId={info.venue_id} />,
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={requests ? '本场馆已上线：修改将作为变更申请提交，平台审核通过后生效，在此之前公众看到的仍是下方当前信息。' : '本场馆尚未通过审核：修改保存后立即生效。'}
      />
      {info.pending ? (
        <Alert
          type="warning"
          showIcon
          title={`有一项待审核的变更申请（提交于 ${formatDateTime(info.pending.created_at)}），再次提交将替代该申请`}
          description={<VenueChangeDiff change={info.pending} title="待审核的变更" />}
        />
      ) : info.last_review?.status === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          title={`变更申请已被驳回（${formatDateTime(info.last_review.reviewed_at)}）：${info.last_review.reject_reason}`}
          description={<VenueChangeDiff change={info.last_review} title="被驳回的变更" />}
        />
      ) : null}
      <Tabs activeKey={tab} onChange={(key) => onTab(key as TabKey)} items={TABS.map((t) => ({ key: t.key, label: t.label }))} />
      <SaveContext.Provider value={{ saving, text: requests ? '提交审核' : '保存' }}>
        <div key={version}>{forms[tab]}</div>
      </SaveContext.Provider>
    </Space>
  );
}


const SaveContext = createContext({ saving: false, text: '保存' });

function SaveButton() {
  const { saving, text } = useContext(SaveContext);
  return (
    <Button type="primary" htmlType="submit" loading={saving}>
      {text}
    </Button>
  );
}

type FormProps = { profile: VenueProfileValues; onSave: (changed: Partial<VenueProfileValues>) => Promise<void> };

const required = (label: string) => ({ required: true, whitespace: true, message: `请填写${label}` });
const max = (n: number) => ({ max: n, message: `最多${n}个字` });

function BaseForm({ profile, onSave }: FormProps) {
  return (
    <Form layout="vertical" aria-label="基本信息" initialValues={profile} onFinish={(v: Partial<VenueProfileValues>) => onSave({ ...v, longitude: v.longitude ?? null, latitude: v.latitude ?? null })} style={{ maxWidth: 760 }}>
      <Form.Item name="name" label="场馆名称" rules={[required('场馆名称'), max(L.name)]}>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="city" label="所在城市" rules={[required('所在城市'), max(L.city)]}>
            <Input placeholder="如 杭州市" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="district" label="所在区县" rules={[max(L.district)]}>
            <Input placeholder="如 西湖区" />
          </Form.Item>
        </Col>
      </Row>
      <VenueAddressFields />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="phone" label="联系电话" rules={[required('联系电话'), max(L.phone)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="open_hours" label="营业时间" rules={[max(L.openHours)]} extra="对外展示的说明；可预订的时段在预订设置中设置">
            <Input placeholder="如 06:00-22:00" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="sports" label="运动项目" rules={[{ required: true, type: 'array', min: 1, message: '请至少填写一个运动项目' }]}>
        <Select mode="tags" placeholder="输入后回车添加" open={false} maxCount={L.sports} />
      </Form.Item>
      <Form.Item name="intro" label="场馆介绍" rules={[max(L.intro)]}>
        <Input.TextArea rows={5} showCount maxLength={L.intro} />
      </Form.Item>
      <SaveButton />
    </Form>
  );
}

function PhotoForm({ profile, onSave }: FormProps) {
  return (
    <Form layout="vertical" aria-label="场馆照片" initialValues={profile} onFinish={(v: Pick<VenueProfileValues, 'photos'>) => onSave({ photos: (v.photos ?? []).map((p) => ({ url: p.url, caption: p.caption ?? '' })) })}>
      <Form.List name="photos">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {fields.length === 0 ? <div>{EMPTY_TEXT}</div> : null}
            {fields.map((field, i) => (
              <Card key={field.key} size="small" title={`照片${i + 1}`} extra={<Button type="link" danger onClick={() => remove(field.name)} aria-label={`删除照片${i + 1}`}>删除</Button>}>
                <Row gutter={16}>
                  <Col span={12}>
                    <Form.Item name={[field.name, 'url']} label="图片" rules={[{ required: true, message: '请上传图片' }]}>
                      <ImageUploadField use="venue" previewWidth={200} />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name={[field.name, 'caption']} label="照片说明" rules={[max(L.caption)]}>
                      <Input placeholder="如 主田径场全景" />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Button onClick={() => add({ url: '', caption: '' })} disabled={fields.length >= L.photos}>
              添加照片
            </Button>
            <SaveButton />
          </Space>
        )}
      </Form.List>
    </Form>
  );
}

function ServiceForm({ profile, onSave }: FormProps) {
  return (
    <Form layout="vertical" aria-label="设施与服务" initialValues={profile} onFinish={(v: Pick<VenueProfileValues, 'services'>) => onSave({ services: (v.services ?? []).map((s) => ({ name: s.name, note: s.note ?? '' })) })}>
      <Form.List name="services">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" size={8} style={{ width: '100%', maxWidth: 760 }}>
            {fields.length === 0 ? <div>{EMPTY_TEXT}</div> : null}
            {fields.map((field, i) => (
              <Row key={field.key} gutter={12} align="top">
                <Col span={8}>
                  <Form.Item name={[field.name, 'name']} aria-label={`设施${i + 1}`} rules={[required('设施或服务'), max(L.serviceName)]}>
                    <AutoComplete aria-label={`设施${i + 1}`} placeholder="如 停车场" options={VENUE_SERVICE_OPTIONS.map((o) => ({ value: o }))} />
                  </Form.Item>
                </Col>
                <Col span={13}>
                  <Form.Item name={[field.name, 'note']} rules={[max(L.serviceNote)]}>
                    <Input aria-label={`设施${i + 1}说明`} placeholder="说明（选填），如 免费2小时" />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Button type="link" danger onClick={() => remove(field.name)} aria-label={`删除设施${i + 1}`}>
                    删除
                  </Button>
                </Col>
              </Row>
            ))}
            <Button onClick={() => add({ name: '', note: '' })} disabled={fields.length >= L.services}>
              添加设施或服务
            </Button>
            <SaveButton />
          </Space>
        )}
      </Form.List>
    </Form>
  );
}

export default StadiumInfoPage;
