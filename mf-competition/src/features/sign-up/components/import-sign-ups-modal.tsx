import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Modal, Select, Space, Typography, Upload } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { isApiError, saveDownloadedFile } from 'shared';
import { SIGN_UP_MSG } from 'shared/rules';
import { downloadSignUpTemplate } from '../api/download-sign-up-template';
import { importSignUps } from '../api/import-sign-ups';
import type { EventItem } from '../api/types';

/** The file's bytes as base64 (no data-URL prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}

/** `第3行：身份证号格式错误；第5行：…` → one line per row. */
export const splitRowErrors = (message: string) =>
  message
    .split('；')
    .map((s) => s.trim())
    .filter(Boolean);

const MAX_BYTES = 4 * 1024 * 1024;

/** 导入: choose the item, 下载模板, upload an .xlsx; per-row errors of the server or the imported count. */
export function ImportSignUpsModal({
  open,
  competitionId,
  items,
  onClose,
  onImported,
}: {
  open: boolean;
  competitionId: number;
  items: EventItem[];
  onClose: () => void;
  onImported: () => void;
}) {
  const { message } = App.useApp();
  const [itemId, setItemId] = useState<number | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<string>('');
  const [busy, setBusy] = useState(false);

  // A fresh form each time the modal opens (not when the page reloads its items after an import: the result stays).
  useEffect(() => {
    if (open) {
      setFile(null);
      setErrors([]);
      setResult('');
    }
  }, [open]);
  useEffect(() => {
    if (open) setItemId((current) => (current !== undefined && items.some((i) => i.id === current) ? current : items.length === 1 ? items[0].id : undefined));
  }, [open, items]);

  const template = async () => {
    if (!itemId) return;
    try {
      saveDownloadedFile(await downloadSignUpTemplate(competitionId, itemId));
    } catch {
      // shown by the shared client
    }
  };

  const submit = async () => {
    if (!itemId || !file) return;
    setBusy(true);
    setErrors([]);
    setResult('');
    try {
      const imported = await importSignUps({ id: competitionId, event_item_id: itemId, file_name: file.name, content_base64: await fileToBase64(file) });
      const text = `成功导入 ${imported.count} 条报名${imported.waiting_count > 0 ? `，其中 ${imported.waiting_count} 条进入候补` : ''}`;
      setResult(text);
      setFile(null);
      message.success(text);
      onImported();
    } catch (e) {
      setErrors(isApiError(e) ? splitRowErrors(e.errors[0]?.msg ?? e.message) : ['读取文件失败，请重新选择']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="导入报名"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="import" type="primary" loading={busy} disabled={!itemId || !file} onClick={() => void submit()}>
          开始导入
        </Button>,
      ]}
    >
      <Form layout="vertical" aria-label="导入报名">
        <Form.Item label="报名项目" required>
          <Space wrap>
            <Select aria-label="报名项目" style={{ width: 240 }} placeholder="请选择项目" value={itemId} onChange={setItemId} options={items.map((i) => ({ value: i.id, label: i.name }))} />
            <Button icon={<DownloadOutlined />} disabled={!itemId} onClick={() => void template()}>
              下载模板
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label="报名文件" required extra="请使用下载的模板填写，仅支持 .xlsx；任一行有错误时不导入任何数据。">
          <Upload
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            onRemove={() => setFile(null)}
            beforeUpload={(f) => {
              setErrors([]);
              setResult('');
              if (!/\.xlsx$/i.test(f.name)) {
                setErrors([SIGN_UP_MSG.xlsxOnly]);
                return Upload.LIST_IGNORE;
              }
              if (f.size > MAX_BYTES) {
                setErrors(['文件不能超过 4MB']);
                return Upload.LIST_IGNORE;
              }
              setFile(f);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>选择文件</Button>
          </Upload>
        </Form.Item>
      </Form>
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title="导入失败，请修改后重新上传"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }} aria-label="导入错误">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {result ? <Typography.Text type="success">{result}</Typography.Text> : null}
    </Modal>
  );
}
