import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from 'shared';
import { loginRedirectPath } from 'shared/rules';
import { TOUCH_LINK } from './touch-styles';

/**
 * A phone page of the signed-in user's own things (我的预订, 我的反馈): a visitor is sent to the login and brought back
 * to `path`; the title, `notice` (a message passed on by the page before), `children` once signed in, and below the
 * `footer` links (default 返回首页).
 */
export const SignedInPhonePage = observer(function SignedInPhonePage({
  title,
  path,
  notice,
  footer,
  children,
}: {
  title: string;
  path: string;
  notice?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session.isLoggedIn) navigate(loginRedirectPath(path), { replace: true });
  }, [session.isLoggedIn, navigate, path]);
  return (
    <main style={{ minHeight: '60vh', paddingBottom: 16 }}>
      <h1 style={{ margin: 0, padding: '12px 16px', fontSize: 18, background: '#fff' }}>{title}</h1>
      {notice}
      {session.isLoggedIn && children}
      <p style={{ textAlign: 'center', display: 'flex', justifyContent: 'center', gap: 24 }}>
        {footer ?? (
          <Link to="/phone" style={TOUCH_LINK}>
            返回首页
          </Link>
        )}
      </p>
    </main>
  );
});
