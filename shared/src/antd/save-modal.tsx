import type { ReactNode } from 'react';
import { Modal } from 'antd';

/**
 * The wide 保存 / 取消 modal of a content form (homepage items, videos, live rooms, live ads): 保存 runs `onSave` (a refusal has been shown
 * and keeps the modal open), spinning while `saving`; the content is rendered while closed too (forms watched before
 * they open) and dropped when it closes.
 */
export function SaveModal({
  open,
  title,
  saving,
  onSave,
  onCancel,
  width = 720,
  children,
}: {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onSave: () => Promise<unknown>;
  onCancel: () => void;
  /** In pixels (default 720). */
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal open={open} title={title} okText="保存" cancelText="取消" width={width} confirmLoading={saving} onOk={() => void onSave().catch(() => undefined)} onCancel={onCancel} destroyOnHidden forceRender>
      {children}
    </Modal>
  );
}
