import { useState, type FormEvent } from 'react';
import { isApiError, SITE_PALETTE } from 'shared';
import { chinaMinute, fieldLabel, ID_CARD_MESSAGE, isIdCard, isMobile, MOBILE_MESSAGE, SIGN_UP_MSG } from 'shared/rules';
import { createSignUp, type SignUpPerson } from '../api/create-sign-up';
import type { OfficialEventItem, OfficialSignUp, SignUpCreated } from '../api/types';
import { button, input, muted } from '../../../ui/styles';

type PersonDraft = { real_name: string; id_card: string; phone: string; gender: string; birth_date: string };
const blankPerson = (): PersonDraft => ({ real_name: '', id_card: '', phone: '', gender: '', birth_date: '' });
/** A person's fields in the order they are checked; their names are the sign-up rules' (fieldLabel). */
const PERSON_FIELDS: (keyof PersonDraft)[] = ['real_name', 'id_card', 'phone', 'gender', 'birth_date'];

export const SIGN_UP_STATUS_TEXT: Record<SignUpCreated['status'], string> = {
  pending: '报名已提交，请等待主办方审核',
  approved: '报名成功',
  waiting: '名额已满，已进入候补名单',
  rejected: '报名未通过',
  cancelled: '报名已取消',
};

/** The first problem of one person's fields (required fields of the form, ID card and mobile formats), or null. */
export function personProblem(p: PersonDraft, required: Set<string>, who: string): string | null {
  for (const key of PERSON_FIELDS) {
    if (key === 'real_name' || required.has(key)) {
      if (!p[key].trim()) return `请填写${who}${fieldLabel(key)}`;
    }
  }
  if (p.id_card.trim() && !isIdCard(p.id_card.trim())) return `${who}${ID_CARD_MESSAGE}`;
  if (p.phone.trim() && !isMobile(p.phone.trim())) return `${who}${MOBILE_MESSAGE}`;
  return null;
}

/** The select's values '1' 男 and '2' 女 as the numbers the server takes. */
const GENDER_OF: Record<string, SignUpPerson['gender']> = { '1': 1, '2': 2 };

const toPerson = (p: PersonDraft): SignUpPerson => ({
  real_name: p.real_name.trim(),
  ...(p.id_card.trim() ? { id_card: p.id_card.trim().toUpperCase() } : {}),
  ...(p.phone.trim() ? { phone: p.phone.trim() } : {}),
  ...(GENDER_OF[p.gender] ? { gender: GENDER_OF[p.gender] } : {}),
  ...(p.birth_date ? { birth_date: p.birth_date } : {}),
});

const feeText = (item: OfficialEventItem) => (item.fee_cents > 0 ? `报名费 ¥${item.fee}` : '免费');
const placesText = (item: OfficialEventItem) => (item.free_places === null ? '名额不限' : item.full ? SIGN_UP_MSG.full : `剩余 ${item.free_places} 个名额`);

function PersonFields({ value, onChange, required, who }: { value: PersonDraft; onChange: (p: PersonDraft) => void; required: Set<string>; who: string }) {
  const star = (key: string) => (key === 'real_name' || required.has(key) ? <span style={{ color: '#cf1322' }}>*</span> : null);
  const set = (key: keyof PersonDraft, v: string) => onChange({ ...value, [key]: v });
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{star('real_name')}{who}姓名</span>
        <input aria-label={`${who}姓名`} value={value.real_name} maxLength={32} onChange={(e) => set('real_name', e.target.value)} style={input} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{star('id_card')}{who}身份证号</span>
        <input aria-label={`${who}身份证号`} value={value.id_card} maxLength={18} onChange={(e) => set('id_card', e.target.value)} style={input} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{star('phone')}{who}手机号</span>
        <input aria-label={`${who}手机号`} value={value.phone} maxLength={11} inputMode="numeric" onChange={(e) => set('phone', e.target.value.replace(/\D/g, ''))} style={input} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{star('gender')}{who}性别</span>
        <select aria-label={`${who}性别`} value={value.gender} onChange={(e) => set('gender', e.target.value)} style={input}>
          <option value="">请选择</option>
          <option value="1">男</option>
          <option value="2">女</option>
        </select>
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{star('birth_date')}{who}出生日期</span>
        <input aria-label={`${who}出生日期`} type="date" value={value.birth_date} onChange={(e) => set('birth_date', e.target.value)} style={input} />
      </label>
    </div>
  );
}

/**
 * Sign-up form of a logged-in personal user: pick an item; an individual item takes the user's own data, a team
 * item the team name and its members (the first is the captain). Checks ID cards (身份证号格式错误) and mobiles
 * before sending, and shows the server's refusal (closed, full, duplicate…) as it is.
 */
export function SignUpForm({ form, onDone }: { form: OfficialSignUp; onDone: (created: SignUpCreated) => void }) {
  const [itemId, setItemId] = useState<number | null>(form.items.find((i) => !i.full || form.waiting_list)?.id ?? null);
  const [person, setPerson] = useState<PersonDraft>(blankPerson);
  const [teamName, setTeamName] = useState('');
  const [members, setMembers] = useState<PersonDraft[]>([blankPerson()]);
  const [affiliation, setAffiliation] = useState('');
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const item = form.items.find((i) => i.id === itemId) ?? null;
  const required = new Set(form.required_fields.map((f) => f.key));
  const team = item?.entry_type === 'team';

  const problem = (): string | null => {
    if (!item) return '请选择报名项目';
    if (team) {
      if (!teamName.trim()) return SIGN_UP_MSG.teamNameRequired;
      if (members.length < item.team_min || members.length > item.team_max) return `队员人数应在 ${item.team_min}–${item.team_max} 人之间`;
      for (const [i, m] of members.entries()) {
        const p = personProblem(m, required, i === 0 ? '队长' : `第${i + 1}名队员`);
        if (p) return p;
      }
    } else {
      const p = personProblem(person, required, '');
      if (p) return p;
    }
    for (const f of form.custom_fields) if (f.required && !(extra[f.key] ?? '').trim()) return `请填写${f.label}`;
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = problem();
    setError(p ?? '');
    if (p || !item) return;
    setBusy(true);
    try {
      const extraValues = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
      const created = await createSignUp({
        id: form.competition_id,
        event_item_id: item.id,
        ...(team ? { team_name: teamName.trim(), members: members.map(toPerson) } : toPerson(person)),
        ...(affiliation.trim() ? { affiliation: affiliation.trim() } : {}),
        ...(Object.keys(extraValues).length ? { extra: extraValues } : {}),
      });
      onDone(created);
    } catch (err) {
      setError(isApiError(err) ? (err.errors[0]?.msg ?? err.message) : '报名失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="报名表" onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ marginBottom: 8, fontWeight: 600 }}>报名项目</legend>
        <div style={{ display: 'grid', gap: 8 }}>
          {form.items.map((i) => (
            <label key={i.id} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', opacity: i.full && !form.waiting_list ? 0.5 : 1 }}>
              <input type="radio" name="event_item" value={i.id} checked={i.id === itemId} disabled={Boolean(i.full) && !form.waiting_list} onChange={() => setItemId(i.id)} />
              <span>{i.name}</span>
              <span style={muted}>
                {i.entry_type === 'team' ? `团体（${i.team_min}–${i.team_max} 人）` : '个人'} · {feeText(i)} · {placesText(i)}
                {i.full && form.waiting_list ? '，可报名候补' : ''}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {team ? (
        <>
          <label style={{ display: 'grid', gap: 4, maxWidth: 360 }}>
            <span>
              <span style={{ color: '#cf1322' }}>*</span>队伍名称
            </span>
            <input aria-label="队伍名称" value={teamName} maxLength={64} onChange={(e) => setTeamName(e.target.value)} style={input} />
          </label>
          {members.map((m, i) => (
            <fieldset key={i} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, margin: 0 }}>
              <legend>{i === 0 ? '队长' : `第${i + 1}名队员`}</legend>
              <PersonFields value={m} who={i === 0 ? '队长' : `第${i + 1}名队员`} required={required} onChange={(next) => setMembers(members.map((x, j) => (j === i ? next : x)))} />
              {i > 0 ? (
                <button type="button" style={{ ...button(), marginTop: 8 }} onClick={() => setMembers(members.filter((_, j) => j !== i))}>
                  删除该队员
                </button>
              ) : null}
            </fieldset>
          ))}
          <div>
            <button type="button" style={button()} disabled={!item || members.length >= item.team_max} onClick={() => setMembers([...members, blankPerson()])}>
              添加队员
            </button>
          </div>
        </>
      ) : (
        <PersonFields value={person} who="" required={required} onChange={setPerson} />
      )}
      <label style={{ display: 'grid', gap: 4, maxWidth: 360 }}>
        <span>单位</span>
        <input aria-label="单位" value={affiliation} maxLength={64} onChange={(e) => setAffiliation(e.target.value)} style={input} />
      </label>
      {form.custom_fields.map((f) => (
        <label key={f.key} style={{ display: 'grid', gap: 4, maxWidth: 360 }}>
          <span>
            {f.required ? <span style={{ color: '#cf1322' }}>*</span> : null}
            {f.label}
          </span>
          <input aria-label={f.label} value={extra[f.key] ?? ''} maxLength={200} onChange={(e) => setExtra({ ...extra, [f.key]: e.target.value })} style={input} />
        </label>
      ))}
      {error ? (
        <p role="alert" style={{ color: '#cf1322', margin: 0 }}>
          {error}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="submit" style={button(true)} disabled={busy}>
          {busy ? '提交中…' : '提交报名'}
        </button>
        {form.closes_at ? <span style={muted}>报名截止：{chinaMinute(form.closes_at) || '-'}</span> : null}
        {form.review_required ? <span style={{ color: SITE_PALETTE.orangeDark }}>报名需主办方审核</span> : null}
      </div>
    </form>
  );
}
