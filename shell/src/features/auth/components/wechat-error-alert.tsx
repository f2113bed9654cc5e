import { Alert } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { wechatCallbackMessage } from 'shared/rules';

/** Why a WeChat login came back to the login page (`?wechat_error=<code>`; only known codes have a message). */
export function WechatErrorAlert() {
  const [params] = useSearchParams();
  const message = wechatCallbackMessage(params.get('wechat_error'));
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />;
}
