import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Result } from 'antd';
import { ADMIN_HOME_PATH } from 'shared';

/** /wechat/loginSuccess (title 登录成功): the third-party login finished; go to the back office. */
export function WechatLoginSuccessPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(ADMIN_HOME_PATH, { replace: true }), 800);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return <Result status="success" title="登录成功" subTitle="正在进入后台…" />;
}
