import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { loginRedirectPath, useSession } from 'shared';
import { getOfficialSignUp } from '../api/get-official-sign-up';
import type { SignUpCreated } from '../api/types';
import { Empty, Loading } from './load-state';
import { SIGN_UP_STATUS_TEXT, SignUpForm } from './sign-up-form';
import { button, muted } from './styles';
import { useLoad } from './use-load';

function SignUpPanel({ competitionId }: { competitionId: number }) {
  const [load] = useLoad(() => getOfficialSignUp(competitionId), [competitionId]);
  const [created, setCreated] = useState<SignUpCreated | null>(null);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <Empty />;
  if (created) {
    return (
      <p role="status" style={{ color: created.status === 'approved' ? '#389e0d' : '#d46b08', fontSize: 16 }}>
        {SIGN_UP_STATUS_TEXT[created.status]}
      </p>
    );
  }
  const form = load.data;
  if (!form.open) return <p style={{ ...muted, margin: 0 }}>{form.reason || '报名未开放'}</p>;
  if (form.items.length === 0) return <Empty text="暂无报名项目" />;
  return <SignUpForm form={form} onDone={setCreated} />;
}

/**
 * 报名 entry of a competition: visitors go to OfficialLogin with `redirect` back here, logged-in personal users
 * open the sign-up form, institution users are told that only personal users sign up.
 */
export const SignUpEntry = observer(function SignUpEntry({ competitionId, returnTo }: { competitionId: number; returnTo: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
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
          <SignUpPanel competitionId={competitionId} />
        </section>
      )}
    </div>
  );
});
