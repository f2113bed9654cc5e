import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';
import { APPLICATION_REQUIRED_FIELDS, CREDIT_CODE_MESSAGE, ENROLMENT_MSG, PROVINCE_CODES, isCreditCode, type ApplicationTextField } from 'shared/rules';
import { button, card, heading, linkButton, muted } from '../../../ui/styles';
import { messageOf, submitApplication, type ApplicationBody, type ApplicationSubmitted } from '../api/enrolment';
import { control, field, fieldError, grid, label as labelStyle, star } from '../components/form-styles';
import { ImagePicker, type PickedImage } from '../components/image-picker';
import { SmsVerify, type Verified } from '../components/sms-verify';
import { TextField } from '../components/text-field';
import { INSTITUTION_KINDS, kindOf, type InstitutionKind } from '../kinds';

const PROVINCES = Object.values(PROVINCE_CODES);

type Fields = {
  name: string;
  credit_code: string;
  legal_person: string;
  contact_name: string;
  province: string;
  city: string;
  address: string;
  venue_address: string;
  sponsorship_intent: string;
  intro: string;
};
const EMPTY: Fields = { name: '', credit_code: '', legal_person: '', contact_name: '', province: '', city: '', address: '', venue_address: '', sponsorship_intent: '', intro: '' };

type Errors = Partial<Record<keyof Fields | 'mobile' | string, string>>;

/** The labels of the required text fields, as the enrolment rules name them (APPLICATION_REQUIRED_FIELDS). */
const LABEL = Object.fromEntries(APPLICATION_REQUIRED_FIELDS) as Record<ApplicationTextField, string>;

/** The same rules as the server (server/src/routes/enrolment): Chinese messages per field. */
export function validateApplication(kind: InstitutionKind, f: Fields, docs: Record<string, PickedImage[]>): Errors {
  const errors: Errors = {};
  for (const [key, label] of APPLICATION_REQUIRED_FIELDS) if (!f[key].trim()) errors[key] = `${label}不能为空`;
  if (!errors.name && f.name.trim().length < 2) errors.name = `${LABEL.name}不能少于2个字符`;
  if (!errors.credit_code && !isCreditCode(f.credit_code)) errors.credit_code = CREDIT_CODE_MESSAGE;
  if (kind.venueAddress && !f.venue_address.trim()) errors.venue_address = ENROLMENT_MSG.venueAddressMissing;
  if (kind.sponsorship && !f.sponsorship_intent.trim()) errors.sponsorship_intent = ENROLMENT_MSG.sponsorshipMissing;
  for (const doc of kind.documents) if ((docs[doc.kind] ?? []).length === 0) errors[doc.kind] = `请上传${doc.label}`;
  return errors;
}

function KindChooser() {
  return (
    <section style={card} aria-labelledby="tisch-kinds">
      <h2 id="tisch-kinds" style={heading}>
        选择机构类型
      </h2>
      <p style={muted}>请选择贵单位的机构类型，按类型填写资料并上传证明材料，平台审核通过后即可入驻。</p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
        {INSTITUTION_KINDS.map((kind) => (
          <li key={kind.type} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
            <strong style={{ fontSize: 16 }}>{kind.name}</strong>
            <span style={{ ...muted, fontSize: 13, flex: 1 }}>{kind.intro}</span>
            <span style={{ fontSize: 12 }}>需提供：{kind.documents.map((d) => d.label).join('、')}</span>
            <Link to={`?type=${kind.type}`} style={{ ...linkButton(true), alignSelf: 'flex-start' }} aria-label={`申请入驻：${kind.name}`}>
              申请入驻
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Submitted({ result }: { result: ApplicationSubmitted }) {
  return (
    <section style={{ ...card, textAlign: 'center' }} aria-labelledby="tisch-done">
      <h2 id="tisch-done" style={{ margin: '8px 0 16px', color: SITE_PALETTE.ink }}>
        申请已提交
      </h2>
      <p>
        申请编号：<strong>{result.application_no}</strong>
      </p>
      <p>
        当前状态：<strong>{result.status_text}</strong>
      </p>
      <p style={muted}>平台将在3个工作日内完成审核，审核结果将以短信通知联系人手机号。请牢记申请编号，可随时查询进度。</p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', marginTop: 16 }}>
        <Link to="/official/tisch/progress" style={linkButton(true)}>
          查询进度
        </Link>
        <Link to="/" style={linkButton()}>
          返回首页
        </Link>
      </div>
    </section>
  );
}

function ApplicationForm({ kind }: { kind: InstitutionKind }) {
  const provinceId = useId();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [docs, setDocs] = useState<Record<string, PickedImage[]>>({});
  const [logo, setLogo] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApplicationSubmitted | null>(null);

  if (result) return <Submitted result={result} />;

  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  /** The grant ran out (30 minutes): uploaded images stay valid for the same mobile, verify again. */
  const grantLost = () => {
    setVerified(null);
    setFormError('手机号验证已过期，请重新验证后提交');
  };

  const submit = async () => {
    setFormError('');
    const found = validateApplication(kind, fields, docs);
    if (!verified) found.mobile = '请先验证联系人手机号';
    setErrors(found);
    if (Object.keys(found).length > 0 || !verified) {
      setFormError('请检查表单中标红的内容');
      return;
    }
    const body: ApplicationBody = {
      institution_type: kind.type,
      name: fields.name.trim(),
      credit_code: fields.credit_code.trim().toUpperCase(),
      legal_person: fields.legal_person.trim(),
      contact_name: fields.contact_name.trim(),
      province: fields.province,
      city: fields.city.trim(),
      address: fields.address.trim(),
      intro: fields.intro.trim(),
      documents: kind.documents.flatMap((d) => (docs[d.kind] ?? []).map((image) => ({ kind: d.kind, media_id: image.id }))),
      ...(logo[0] ? { logo_media_id: logo[0].id } : {}),
      ...(kind.venueAddress ? { venue_address: fields.venue_address.trim() } : {}),
      ...(kind.sponsorship ? { sponsorship_intent: fields.sponsorship_intent.trim() } : {}),
    };
    setBusy(true);
    try {
      setResult(await submitApplication(verified.token, body));
    } catch (error) {
      const message = messageOf(error, '提交失败，请稍后再试');
      if (message === ENROLMENT_MSG.grantMissing) grantLost();
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={`${kind.name}入驻申请`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section style={card} aria-labelledby="tisch-mobile">
        <h2 id="tisch-mobile" style={heading}>
          联系人手机号验证
        </h2>
        {verified ? (
          <p>
            联系人手机号：<strong>{verified.mobile}</strong>（已验证）{' '}
            <button type="button" style={button()} onClick={() => setVerified(null)}>
              更换手机号
            </button>
          </p>
        ) : (
          <SmsVerify
            mobileLabel="联系人手机号"
            onVerified={(v) => {
              setVerified(v);
              setFormError('');
              setErrors((e) => ({ ...e, mobile: undefined }));
            }}
          />
        )}
        {errors.mobile && !verified && (
          <p role="alert" style={fieldError}>
            {errors.mobile}
          </p>
        )}
      </section>

      <section style={card} aria-labelledby="tisch-info">
        <h2 id="tisch-info" style={heading}>
          机构信息
        </h2>
        <div style={grid}>
          <TextField label={LABEL.name} value={fields.name} onChange={set('name')} error={errors.name} required maxLength={100} />
          <TextField label={LABEL.credit_code} value={fields.credit_code} onChange={(v) => set('credit_code')(v.toUpperCase())} error={errors.credit_code} required maxLength={18} placeholder="18位，含校验码" />
          <TextField label={LABEL.legal_person} value={fields.legal_person} onChange={set('legal_person')} error={errors.legal_person} required maxLength={32} />
          <TextField label={LABEL.contact_name} value={fields.contact_name} onChange={set('contact_name')} error={errors.contact_name} required maxLength={32} />
          <div style={field}>
            <label htmlFor={provinceId} style={labelStyle}>
              <span style={star} aria-hidden="true">*</span>{LABEL.province}
            </label>
            <select
              id={provinceId}
              value={fields.province}
              onChange={(e) => set('province')(e.target.value)}
              style={control}
              aria-invalid={errors.province ? true : undefined}
              aria-describedby={errors.province ? `${provinceId}-error` : undefined}
            >
              <option value="">请选择省份</option>
              {PROVINCES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
            {errors.province && (
              <p id={`${provinceId}-error`} role="alert" style={fieldError}>
                {errors.province}
              </p>
            )}
          </div>
          <TextField label={LABEL.city} value={fields.city} onChange={set('city')} error={errors.city} required maxLength={32} placeholder="如：杭州市" />
        </div>
        <TextField label={LABEL.address} value={fields.address} onChange={set('address')} error={errors.address} required maxLength={200} />
        {kind.venueAddress && <TextField label="场馆地址" value={fields.venue_address} onChange={set('venue_address')} error={errors.venue_address} required maxLength={200} />}
        {kind.sponsorship && (
          <TextField
            label="赞助意向"
            value={fields.sponsorship_intent}
            onChange={set('sponsorship_intent')}
            error={errors.sponsorship_intent}
            required
            multiline
            maxLength={2000}
            placeholder="希望赞助的赛事类型、地区、预算与权益诉求"
          />
        )}
        <TextField label="机构简介" value={fields.intro} onChange={set('intro')} multiline maxLength={2000} />
      </section>

      <section style={card} aria-labelledby="tisch-docs">
        <h2 id="tisch-docs" style={heading}>
          证明材料
        </h2>
        <ImagePicker label="机构标志" max={1} token={verified?.token ?? null} value={logo} onChange={setLogo} onGrantLost={grantLost} />
        {kind.documents.map((doc) => (
          <ImagePicker
            key={doc.kind}
            label={doc.label}
            max={doc.max}
            required
            token={verified?.token ?? null}
            value={docs[doc.kind] ?? []}
            onChange={(images) => setDocs((d) => ({ ...d, [doc.kind]: images }))}
            error={errors[doc.kind]}
            onGrantLost={grantLost}
          />
        ))}
      </section>

      <div style={{ ...card, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="submit" style={button(true)} disabled={busy}>
          {busy ? '提交中…' : '提交申请'}
        </button>
        {formError && (
          <p role="alert" style={{ ...fieldError, fontSize: 14 }}>
            {formError}
          </p>
        )}
      </div>
    </form>
  );
}

/** official/tisch (入驻平台, spec §2.2): choose the institution kind, then its application form. */
export function EnrolmentPage() {
  const [params] = useSearchParams();
  const kind = kindOf(Number(params.get('type')));
  return (
    <section style={{ maxWidth: 1000, margin: '0 auto', padding: '0 16px 32px', boxSizing: 'border-box' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <h1 style={{ margin: 0, fontSize: 22 }}>{kind ? `申请入驻：${kind.name}` : '入驻平台'}</h1>
        <div style={{ display: 'flex', gap: 8 }}>
          {kind && (
            <Link to="/official/tisch" style={linkButton()}>
              重新选择类型
            </Link>
          )}
          <Link to="/official/tisch/progress" style={linkButton()}>
            查询进度
          </Link>
        </div>
      </div>
      {kind ? <ApplicationForm key={kind.type} kind={kind} /> : <KindChooser />}
    </section>
  );
}

export default EnrolmentPage;
