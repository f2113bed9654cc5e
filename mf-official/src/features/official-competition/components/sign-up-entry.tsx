import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useSession } from 'shared';
import { loginRedirectPath, SIGN_UP_MSG } from 'shared/rules';
import { getOfficialSignUp } from '../api/get-official-sign-up';
import type { OfficialSignUp, SignUpCreated } from '../api/types';
import { Empty, Loading } from '../../../ui/load-state';
import { SIGN_UP_STATUS_TEXT, SignUpForm } from './sign-up-form';
import { button, muted } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

function SignUpPanel({ form }: { form: OfficialSignUp }) {
  const [created, setCreated] = useState<SignUpCreated | null>(null);
  if (created) {
    return (
      <p role="status" style={{ color: created.status === 'approved' ? '#389e0d' : '#d46b08', fontSize: 16 }}>
        {SIGN_UP_STATUS_TEXT[created.status]}
      </p>
    );
  }
  if (form.items.length === 0) return <Empty text="暂无报名项目" />;
  return <SignUpForm form={form} onDone={setCreated} />;
}

/** Why nobody can sign up now ('' when the form is open and has a place or a waiting list). */
export function signUpClosedReason(form: OfficialSignUp): string {
  if (!form.open) return form.reason || SIGN_UP_MSG.windowNotEnabled;
  if (form.items.length > 0 && !form.waiting_list && form.items.every((i) => i.full)) return SIGN_UP_MSG.full;
  return '';
}

/**
 * 报名 entry of a competition: the sign-up state is shown to everyone (closed, full); while open, visitors go to
 * OfficialLogin with `redirect` back here, logged-in personal users open the sign-up form, institution users are
 * told that only personal users sign up.
 */
export const SignUpEntry = observer(function SignUpEntry({ competitionId, returnTo }: { competitionId: number; returnTo: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [load] = useLoad(() => getOfficialSignUp(competitionId), [competitionId]);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return null;
  const closed = signUpClosedReason(load.data);
  if (closed) return <p style={{ ...muted, marginTop: 16 }}>{closed}</p>;
  if (session.isLoggedIn && !session.isPerson) return <p style={{ ...muted, marginTop: 16 }}>报名请使用个人用户（运动员）账号登录</p>;
  return (
    <div style={{ marginTop: 16 }}>
      {!open ? (
        <>
          <button type="button" style={button(true)} onClick={() => (session.isLoggedIn ? setOpen(true) : navigate(loginRedirectPath(returnTo)))}>
            我要报名
          </button>
          {session.isLoggedIn ? null : <span style={{ ...muted, marginLeft: 12 }}>登录个人账号后即可报名</span>}
        </>
      ) : (
        <section aria-label="报名" style={{ borderTop: '1px solid #f0f0f0', paddingTop: 16 }}>
          <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>报名</h2>
          <SignUpPanel form={load.data} />
        </section>
      )}
    </div>
  );
});
