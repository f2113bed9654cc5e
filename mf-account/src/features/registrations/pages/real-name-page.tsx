import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Image, Input, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime } from 'shared';
import { idCardRule } from 'shared/rules';
import { ImageUploadField, useSaving } from 'shared/antd';
import { ID_CARD_MESSAGE, REGISTRATION_MSG, personGenderText } from 'shared/rules';
import { getIdentity, saveIdentity, type IdentityBody, type PersonIdentity } from '../api/registrations';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; identity: PersonIdentity };
const STATUS_COLOR: Record<string, string> = { none: 'default', pending: 'gold', verified: 'green' };
export const REAL_NAME_PATH = '/admin/person/realName';

/**
 * 实名认证 (person/realName, realName/details/{key}): the person's real name, ID card (checked by the §5 rule: 身份证号格式错误)
 * and photo; key `details` (and the page itself) shows it, any other key edits it while it is not verified. It is
 * verified when an institution approves a registration made with it.
 */
export function RealNamePage() {
  const { key } = useParams();
  const editing = key !== undefined && key !== 'details';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { saving, error, run } = useSaving();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let alive = true;
    getIdentity()
      .then((identity) => alive && setLoad({ state: 'ready', identity }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);

  if (load.state === 'loading') return <Card title="实名认证">{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="实名认证">{EMPTY_TEXT}</Card>;
  const i = load.identity;
  const locked = i.status === 'verified';

  if (editing && !locked) {
    const onFinish = (v: IdentityBody) =>
      run(async () => {
        // the details route reuses this page (no remount): show what the server saved
        setLoad({ state: 'ready', identity: await saveIdentity(v) });
        message.success('实名信息已提交，将在注册审核时一并审核');
        navigate(`${REAL_NAME_PATH}/details/details`);
      });
    return (
      <Card title="实名认证" extra={<Link to={REAL_NAME_PATH}>返回</Link>}>
        {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} /> : null}
        <Form<IdentityBody> layout="vertical" style={{ maxWidth: 480 }} initialValues={{ real_name: i.real_name, id_card: i.id_card, photo: i.photo }} onFinish={onFinish}>
          <Form.Item name="real_name" label="真实姓名" rules={[{ required: true, whitespace: true, message: '请填写真实姓名' }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="id_card" label="身份证号" rules={[{ required: true, message: ID_CARD_MESSAGE }, idCardRule]}>
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item
            name="photo"
            label="本人照片"
            rules={[{ required: true, whitespace: true, message: REGISTRATION_MSG.photoRequired }]}
          >
            <ImageUploadField use="photo" buttonText="上传照片" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            提交认证
          </Button>
        </Form>
      </Card>
    );
  }

  return (
    <Card
      title="实名认证"
      extra={
        locked ? null : (
          <Link to={`${REAL_NAME_PATH}/details/edit`}>
            <Button type="primary">{i.status === 'none' ? '去认证' : '修改认证信息'}</Button>
          </Link>
        )
      }
    >
      {i.status === 'none' ? (
        <Alert type="info" showIcon title="尚未实名认证" description="注册运动员或裁判员前，请先完成实名认证（真实姓名、身份证号、本人照片）。" />
      ) : (
        <Descriptions bordered column={2} size="small">
          <Descriptions.Item label="认证状态">
            <Tag color={STATUS_COLOR[i.status]}>{i.status_text}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="认证机构">{i.verified_by_name || '-'}</Descriptions.Item>
          <Descriptions.Item label="真实姓名">{i.real_name}</Descriptions.Item>
          <Descriptions.Item label="身份证号">{i.id_card}</Descriptions.Item>
          <Descriptions.Item label="性别">{personGenderText(i.gender)}</Descriptions.Item>
          <Descriptions.Item label="出生日期">{i.birth_date}</Descriptions.Item>
          <Descriptions.Item label="认证时间">{i.verified_at ? formatDateTime(i.verified_at) : '-'}</Descriptions.Item>
          <Descriptions.Item label="本人照片">{i.photo ? <Image src={i.photo} alt="本人照片" width={120} /> : '-'}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

export default RealNamePage;
