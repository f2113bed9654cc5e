import { App } from 'antd';
import { SIGN_UP_MSG } from 'shared/rules';
import { FormModal, NoteField } from 'shared/antd';
import { cancelSignUp } from '../api/cancel-sign-up';
import type { SignUpEntry } from '../api/types';

/** 取消报名 with a reason (required for the organiser); the place is freed and the waiting list promoted. */
export function CancelSignUpModal({ entry, onClose, onDone }: { entry: SignUpEntry | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const submit = async ({ reason }: { reason: string }) => {
    if (!entry) return;
    await cancelSignUp(entry.id, reason.trim());
    message.success('已取消报名');
    onDone();
  };
  return (
    <FormModal<{ reason: string }>
      open={entry !== null}
      title="取消报名"
      danger
      onCancel={onClose}
      onSubmit={submit}
      formLabel="取消报名"
      intro={<p>取消「{entry?.entrant_name}」的报名后，名额将释放给候补；未支付的报名费订单将关闭。</p>}
    >
      <NoteField name="reason" label="取消原因" requiredMessage={SIGN_UP_MSG.cancelReasonRequired} />
    </FormModal>
  );
}
