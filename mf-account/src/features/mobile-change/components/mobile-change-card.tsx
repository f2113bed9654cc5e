import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Space, Steps, Typography } from 'antd';
import { changeMobile, checkOldMobileCode, getCustomerPhone, sendMobileChangeCode, useCountdown, useSession } from 'shared';
import { isMobile, MOBILE_MESSAGE } from 'shared/rules';

const CODE_RULES = [
  { required: true, whitespace: true, message: '请输入验证码' },
  { pattern: /^\d{6}$/, message: '验证码为6位数字' },
];

/** A code input with its 获取验证码 button and 60-second countdown. */
function CodeField({ name, send }: { name: string; send: () => Promise<boolean> }) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();
  const click = async () => {
    setSending(true);
    try {
      if (await send()) {
        start(60);
        message.success('验证码已发送，请注意查收');
      }
    } catch {
      // the shared client showed the server's message
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item label="验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={CODE_RULES}>
          <Input placeholder="请输入6位验证码" maxLength={6} inputMode="numeric" aria-label="验证码" />
        </Form.Item>
        <Button onClick={click} disabled={left > 0} loading={sending} style={{ minWidth: 128 }}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/**
 * 更换手机号 in 个人设置: the bound mobile (GET /user/customer_phone, masked) and a dialog of two steps — the code sent
 * to the old number (GET /phone/code → a change grant), then the new number with its own code (POST /user/mobile).
 */
export function MobileChangeCard() {
  const { message } = App.useApp();
  const session = useSession();
  const [phone, setPhone] = useState<{ mobile: string; bound: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [changeToken, setChangeToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [oldForm] = Form.useForm<{ old_code: string }>();
  const [newForm] = Form.useForm<{ mobile: string; code: string }>();

  const load = useCallback(() => {
    getCustomerPhone()
      .then(setPhone)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);

  const close = () => {
    setOpen(false);
    setChangeToken(null);
    oldForm.resetFields();
    newForm.resetFields();
  };

  const verifyOld = async ({ old_code }: { old_code: string }) => {
    setBusy(true);
    try {
      const grant = await checkOldMobileCode(old_code.trim());
      setChangeToken(grant.change_token);
    } catch {
      // message shown by the shared client
    } finally {
      setBusy(false);
    }
  };

  const sendNew = async () => {
    let mobile: string;
    try {
      ({ mobile } = await newForm.validateFields(['mobile']));
    } catch {
      return false;
    }
    await sendMobileChangeCode({ step: 'new', mobile: mobile.trim(), change_token: changeToken ?? '' });
    return true;
  };

  const saveNew = async ({ mobile, code }: { mobile: string; code: string }) => {
    if (!changeToken) return;
    setBusy(true);
    try {
      const { user } = await changeMobile({ change_token: changeToken, mobile: mobile.trim(), code: code.trim() });
      session.setUser(user);
      message.success('手机号已更换');
      close();
      load();
    } catch {
      // message shown by the shared client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="绑定手机号" style={{ marginTop: 16 }}>
      <Space>
        <Typography.Text>{phone ? (phone.bound ? phone.mobile : '未绑定') : '加载中…'}</Typography.Text>
        {phone?.bound === 1 && <Button onClick={() => setOpen(true)}>更换手机号</Button>}
      </Space>
      <Modal title="更换手机号" open={open} onCancel={close} footer={null} destroyOnHidden>
        <Steps size="small" current={changeToken ? 1 : 0} items={[{ title: '验证原手机号' }, { title: '绑定新手机号' }]} style={{ marginBottom: 24 }} />
        {!changeToken ? (
          <Form key="old" form={oldForm} layout="vertical" onFinish={verifyOld} requiredMark={false} aria-label="验证原手机号">
            <Form.Item label="原手机号">{phone?.mobile}</Form.Item>
            <CodeField
              name="old_code"
              send={async () => {
                await sendMobileChangeCode({ step: 'old' });
                return true;
              }}
            />
            <Button type="primary" htmlType="submit" block loading={busy}>
              下一步
            </Button>
          </Form>
        ) : (
          <Form key="new" form={newForm} layout="vertical" onFinish={saveNew} requiredMark={false} aria-label="绑定新手机号">
            <Form.Item
              label="新手机号"
              name="mobile"
              rules={[
                { required: true, whitespace: true, message: '请输入新手机号' },
                { validator: (_, v: string | undefined) => (!v || isMobile(v.trim()) ? Promise.resolve() : Promise.reject(new Error(MOBILE_MESSAGE))) },
              ]}
            >
              <Input placeholder="请输入11位手机号" maxLength={11} inputMode="numeric" />
            </Form.Item>
            <CodeField name="code" send={sendNew} />
            <Button type="primary" htmlType="submit" block loading={busy}>
              确定
            </Button>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
