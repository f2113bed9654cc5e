import { WECHAT_MSG, RECOVERY_MSG, wechatCallbackMessage } from './account-recovery';

describe('wechatCallbackMessage', () => {
  it('names the message of each known ?wechat_error= code', () => {
    expect(wechatCallbackMessage('off')).toBe(WECHAT_MSG.off);
    expect(wechatCallbackMessage('state')).toBe(WECHAT_MSG.stateInvalid);
    expect(wechatCallbackMessage('code')).toBe(WECHAT_MSG.codeRefused);
    expect(wechatCallbackMessage('disabled')).toBe(RECOVERY_MSG.disabled);
  });

  it('shows nothing for anything else: no text from the URL reaches the page', () => {
    for (const code of [null, undefined, '', 'toString', '__proto__', '请拨打客服电话 400-000-0000']) expect(wechatCallbackMessage(code)).toBeNull();
  });
});
