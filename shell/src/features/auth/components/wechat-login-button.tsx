import { useEffect, useState } from 'react';
import { Button, Divider } from 'antd';
import WechatOutlined from '@ant-design/icons/WechatOutlined';
import { getWechatStatus, startWechatLogin } from 'shared';
import { ADMIN_HOME_PATH, safeRedirectTarget } from 'shared/rules';

/**
 * 微信登录 on the login pages: shown only when the server has WeChat login configured (GET /auth/weixin/status);
 * a click asks for the authorization URL (POST /auth/weixin, the state in an HttpOnly cookie) and goes there.
 */
export function WechatLoginButton({ redirect, go = (url) => window.location.assign(url) }: { redirect: string | null; go?: (url: string) => void }) {
  const [enabled, setEnabled] = useState(false);
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    let live = true;
    getWechatStatus()
      .then((s) => live && setEnabled(s.enabled === 1))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!enabled) return null;
  const start = async () => {
    setStarting(true);
    try {
      const { url } = await startWechatLogin(safeRedirectTarget(redirect, ADMIN_HOME_PATH));
      go(url);
    } catch {
      // the shared client showed the server's message (未开启微信登录)
      setStarting(false);
    }
  };
  return (
    <>
      <Divider plain>其他登录方式</Divider>
      <Button block icon={<WechatOutlined />} loading={starting} onClick={start}>
        微信登录
      </Button>
    </>
  );
}
