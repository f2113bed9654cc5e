import { useEffect, useState } from 'react';
import { App, Button, Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, useRootStore, useSession } from 'shared';
import { ReviewActions } from 'shared/antd';
import { REGISTRATION_REASON_MAX } from 'shared/rules';
import { useRouteHandle } from '../../../app/use-route-handle';
import { examineRegistration, getRegistration, type RegistrationDetail } from '../api/registrations';
import { RegistrationDescriptions } from '../components/registration-descriptions';
import { registrationList } from '../components/registration-lists';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; registration: RegistrationDetail };

/**
 * 注册详情 (`<list path>/:id`): the registration with its 实名认证 (ID card, photo) and documents; an institution's
 * manager 通过 / 驳回 (with a reason) a pending one; the platform reads it.
 */
export const RegistrationDetailPage = observer(function RegistrationDetailPage() {
  const { id } = useParams();
  const registrationId = Number(id);
  const def = registrationList(useRouteHandle<{ list: string }>().list);
  const session = useSession();
  const { ui } = useRootStore();
  const { message } = App.useApp();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!Number.isInteger(registrationId) || registrationId <= 0) {
      setLoad({ state: 'failed' });
      return;
    }
    let alive = true;
    getRegistration(registrationId)
      .then((registration) => alive && setLoad({ state: 'ready', registration }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [registrationId]);

  const back = (
    <Link to={def.path}>
      <Button>返回{def.title}</Button>
    </Link>
  );
  if (load.state === 'loading') return <Card title="注册详情" extra={back}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="注册详情" extra={back}>{EMPTY_TEXT}</Card>;
  const r = load.registration;
  const reviewable = !def.platform && !session.isAdmin && r.status === 'pending';

  const examine = async (action: 'approve' | 'reject', reason: string) => {
    const next = await examineRegistration(r.id, action, reason);
    message.success(action === 'approve' ? '已通过注册' : '已驳回注册');
    ui.requestCountsReload();
    setLoad({ state: 'ready', registration: next });
  };

  return (
    <Card
      title={`${r.kind_text}注册：${r.real_name}`}
      extra={
        <Space>
          {reviewable ? (
            <ReviewActions
              maxLength={REGISTRATION_REASON_MAX}
              approveTitle="通过注册"
              approveDescription={`通过后「${r.real_name}」成为本机构注册${r.kind_text}${r.identity_status === 'pending' ? '，其实名认证同时完成' : ''}。`}
              onApprove={(note) => examine('approve', note)}
              rejectTitle="驳回注册"
              rejectDescription="驳回后注册人可在我的注册中看到原因，并可在注册时间内重新提交。"
              onReject={(reason) => examine('reject', reason)}
            />
          ) : null}
          {back}
        </Space>
      }
    >
      <RegistrationDescriptions r={r} />
    </Card>
  );
});

export default RegistrationDetailPage;
