import { useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { ReviewModal, type ReviewAction } from './review-modal';

export interface ApproveModalProps {
  open: boolean;
  onCancel: () => void;
  /** Sends the text through `onApprove`; resolving closes the modal, a rejection keeps it open as typed. */
  onSubmit: (text: string) => Promise<void>;
}

export interface ReviewActionsProps {
  /**
   * 通过 confirmed: sends the decision (with the optional note when `noteLabel` is given, else ''). Resolving closes the
   * modal; a rejection (already shown by the shared client) keeps it open.
   */
  onApprove: (note: string) => Promise<unknown>;
  /** 驳回 confirmed with its required reason (trimmed). Resolving closes the modal; a rejection keeps it open as typed. */
  onReject: (reason: string) => Promise<unknown>;
  /** The buttons' labels (default 通过 / 驳回). */
  approveText?: string;
  rejectText?: string;
  /** The modals' titles, also their forms' names (default 确认通过 / 确认驳回), e.g. 通过入驻申请 / 驳回入驻申请. */
  approveTitle?: string;
  rejectTitle?: string;
  /** What each decision does, shown above its field. */
  approveDescription?: ReactNode;
  rejectDescription?: ReactNode;
  /** The modals' OK buttons (default 确定). */
  approveOkText?: string;
  rejectOkText?: string;
  /** Label of the required reason (default 驳回原因) and its placeholder. */
  reasonLabel?: string;
  reasonPlaceholder?: string;
  /** Longest reason or note, in characters (default 500). */
  maxLength?: number;
  /** 通过 with an optional note: its label (e.g. 备注); without it 通过 asks only for confirmation. */
  noteLabel?: string;
  /**
   * 通过 that asks for more than a note (确认打款 with its 打款凭证号): the caller's own modal, open while `open`; its
   * `onSubmit` sends the text it asks for through `onApprove` and closes it once sent. The approve titles, texts and
   * note above are then unused.
   */
  approveModal?: (modal: ApproveModalProps) => ReactNode;
  /** Both buttons spin (the page is still working on the object). */
  loading?: boolean;
  /** Both buttons cannot be pressed (nothing may be decided now). */
  disabled?: boolean;
}

/**
 * The 通过 / 驳回 pair of a review page (入驻申请, 新增场馆, 场馆变更, 报名 …): each button opens the one ReviewModal,
 * 驳回 requiring a reason; the modal closes once the decision is sent. Render it only while the object can be reviewed.
 */
export function ReviewActions({
  onApprove,
  onReject,
  approveText = '通过',
  rejectText = '驳回',
  approveTitle = '确认通过',
  rejectTitle = '确认驳回',
  approveDescription,
  rejectDescription,
  approveOkText,
  rejectOkText,
  reasonLabel,
  reasonPlaceholder,
  maxLength,
  noteLabel,
  approveModal,
  loading = false,
  disabled = false,
}: ReviewActionsProps) {
  const [open, setOpen] = useState(false);
  // the last decision asked for stays while the modal closes, so its title and field do not change as it fades
  const [action, setAction] = useState<ReviewAction>('approve');
  const reject = action === 'reject';
  const ask = (next: ReviewAction) => {
    setAction(next);
    setOpen(true);
  };
  const submit = async (text: string) => {
    await (reject ? onReject(text) : onApprove(text));
    setOpen(false);
  };
  const close = () => setOpen(false);
  return (
    <>
      <Space>
        <Button type="primary" loading={loading} disabled={disabled} onClick={() => ask('approve')}>
          {approveText}
        </Button>
        <Button danger loading={loading} disabled={disabled} onClick={() => ask('reject')}>
          {rejectText}
        </Button>
      </Space>
      {approveModal?.({ open: open && !reject, onCancel: close, onSubmit: submit })}
      <ReviewModal
        open={open && (reject || !approveModal)}
        action={action}
        title={reject ? rejectTitle : approveTitle}
        description={reject ? rejectDescription : approveDescription}
        okText={reject ? rejectOkText : approveOkText}
        reasonLabel={reasonLabel}
        reasonPlaceholder={reasonPlaceholder}
        maxLength={maxLength}
        noteLabel={noteLabel}
        onSubmit={submit}
        onCancel={close}
      />
    </>
  );
}
