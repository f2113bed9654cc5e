import { useEffect, useState } from 'react';
import { MOBILE_MESSAGE, isMobile } from 'shared/rules';
import { button } from '../../../ui/styles';
import { messageOf, sendEnrolmentSms, verifyEnrolmentMobile } from '../api/enrolment';
import { fieldError, grid, hint } from './form-styles';
import { TextField } from './text-field';

/** Seconds before another code may be requested. */
export const RESEND_SECONDS = 60;

export interface Verified {
  mobile: string;
  token: string;
}

/**
 * Mobile number + 获取验证码 (60 s countdown) + code → a grant of the server (POST /enrolment/verify).
 * `mobileLabel` names the number (联系人手机号 on the form, 手机号 on 查询进度).
 */
export function SmsVerify({ mobileLabel, onVerified, submitText = '验证手机号' }: { mobileLabel: string; onVerified: (v: Verified) => void; submitText?: string }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState('');
  const [codeError, setCodeError] = useState('');
  const [message, setMessage] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const checkMobile = () => {
    const problem = isMobile(mobile.trim()) ? '' : mobile.trim() ? MOBILE_MESSAGE : `${mobileLabel}不能为空`;
    setMobileError(problem);
    return !problem;
  };

  const send = async () => {
    setMessage('');
    if (!checkMobile()) return;
    setBusy(true);
    try {
      await sendEnrolmentSms(mobile.trim());
      setCountdown(RESEND_SECONDS);
      setMessage('验证码已发送，10分钟内有效');
    } catch (error) {
      setMessage(messageOf(error, '验证码发送失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setMessage('');
    const okMobile = checkMobile();
    const codeProblem = /^\d{6}$/.test(code.trim()) ? '' : code.trim() ? '验证码为6位数字' : '验证码不能为空';
    setCodeError(codeProblem);
    if (!okMobile || codeProblem) return;
    setBusy(true);
    try {
      const grant = await verifyEnrolmentMobile(mobile.trim(), code.trim());
      onVerified({ mobile: grant.mobile, token: grant.token });
    } catch (error) {
      setMessage(messageOf(error, '验证失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <div style={grid}>
        <TextField label={mobileLabel} value={mobile} onChange={(v) => setMobile(v.replace(/\D/g, ''))} error={mobileError} required maxLength={11} inputMode="tel" placeholder="11位手机号" />
        <TextField label="验证码" value={code} onChange={(v) => setCode(v.replace(/\D/g, ''))} error={codeError} required maxLength={6} inputMode="numeric" placeholder="6位数字">
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <button type="button" style={button()} disabled={busy || countdown > 0} onClick={() => void send()}>
              {countdown > 0 ? `${countdown}秒后重新获取` : '获取验证码'}
            </button>
            <button type="button" style={button(true)} disabled={busy} onClick={() => void verify()}>
              {submitText}
            </button>
          </div>
        </TextField>
      </div>
      {message && (
        <p role="status" style={message.startsWith('验证码已发送') ? hint : fieldError}>
          {message}
        </p>
      )}
    </div>
  );
}
