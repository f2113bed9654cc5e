import { useEffect, useRef, useState } from 'react';
import { App, Avatar, Button, Card, Form, Input, Space, Typography } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT, getUserInfo, updateUserInfo, useSession, type UserProfile } from 'shared';
import { avatarFromFile } from '../components/avatar-image';
import { PublicProfileCard } from '../components/public-profile-card';
import { MobileChangeCard } from '../../mobile-change';

interface SettingsForm {
  nickname: string;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; user: UserProfile };

/** 个人设置 (AccountSettings): nickname and avatar, saved with POST /user/info. */
export function AccountSettingsPage() {
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<SettingsForm>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [image, setImage] = useState('');
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let alive = true;
    getUserInfo()
      .then(({ user }) => {
        if (!alive) return;
        setImage(user.image);
        setLoad({ state: 'ready', user });
      })
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);

  if (load.state !== 'ready') {
    return <Card title="个人设置">{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  }
  const { user } = load;

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    try {
      setImage(await avatarFromFile(file));
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const save = async ({ nickname }: SettingsForm) => {
    setSaving(true);
    try {
      const payload = image === user.image ? { nickname } : { nickname, image };
      const { user: updated } = await updateUserInfo(payload);
      session.setUser(updated);
      setLoad({ state: 'ready', user: updated });
      message.success('保存成功');
    } catch {
      // The shared client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Card title="个人设置">
        <Form<SettingsForm>
          form={form}
          layout="vertical"
          style={{ maxWidth: 420 }}
          initialValues={{ nickname: user.nickname }}
          onFinish={save}
          aria-label="个人设置"
        >
          <Form.Item label="头像">
            <Space size="large">
              <Avatar size={72} src={image || undefined} alt="头像预览">
                {user.nickname.slice(0, 1)}
              </Avatar>
              <Space orientation="vertical" size={4}>
                <Button onClick={() => fileInput.current?.click()}>更换头像</Button>
                <Typography.Text type="secondary">支持 JPG/PNG，不超过1M</Typography.Text>
              </Space>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                aria-label="选择头像图片"
                style={{ display: 'none' }}
                onChange={(e) => void pickAvatar(e.target.files?.[0])}
              />
            </Space>
          </Form.Item>
          <Form.Item
            name="nickname"
            label="昵称"
            rules={[
              { required: true, whitespace: true, message: '请输入昵称' },
              { max: 20, message: '昵称不能超过20个字' },
            ]}
          >
            <Input placeholder="请输入昵称" />
          </Form.Item>
          <Form.Item label="账号">{user.account}</Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <MobileChangeCard />
      <PublicProfileCard />
    </>
  );
}

export default AccountSettingsPage;
