import { useState, type FormEvent } from 'react';
import { SITE_PALETTE } from 'shared';
import { ALBUM_MSG, PHOTO_REPORT_CATEGORIES } from 'shared/rules';
import { reportPhoto, type PublicPhoto, type ReportCategory } from '../api/albums';
import { button, input } from '../../../ui/styles';

const box = {
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(420px, calc(100vw - 32px))',
  background: '#fff',
  borderRadius: 8,
  padding: 20,
  boxSizing: 'border-box',
  color: SITE_PALETTE.ink,
} as const;

/** 举报 a photo: a reason from the list, what is wrong (required for 其他) and an optional contact. */
export function ReportForm({ photo, onClose }: { photo: PublicPhoto; onClose: () => void }) {
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!category) return setError('请选择投诉原因');
    if (category === '其他' && !reason.trim()) return setError(ALBUM_MSG.reportReasonRequired);
    setError('');
    setState('sending');
    try {
      await reportPhoto({ photo_id: photo.id, category, reason: reason.trim(), contact: contact.trim() });
      setState('sent');
    } catch {
      // the shared client showed the server's message
      setState('editing');
    }
  };

  if (state === 'sent') {
    return (
      <div role="alertdialog" aria-label="举报照片" style={box}>
        <p style={{ margin: '0 0 16px' }}>投诉已提交，平台会尽快核实处理。</p>
        <button type="button" style={button(true)} onClick={onClose}>
          知道了
        </button>
      </div>
    );
  }
  return (
    <form aria-label="举报照片" onSubmit={submit} style={box}>
      <h3 style={{ margin: '0 0 12px', fontSize: 16 }}>举报照片</h3>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
        <legend style={{ marginBottom: 8 }}>投诉原因</legend>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 }}>
          {PHOTO_REPORT_CATEGORIES.map((c) => (
            <label key={c} style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 14 }}>
              <input type="radio" name="category" value={c} checked={category === c} onChange={() => setCategory(c)} />
              {c}
            </label>
          ))}
        </div>
      </fieldset>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <span style={{ display: 'block', marginBottom: 4 }}>投诉说明</span>
        <textarea
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          placeholder="请描述照片存在的问题"
          style={{ ...input, width: '100%', height: 'auto', padding: 8, resize: 'vertical' }}
        />
      </label>
      <label style={{ display: 'block', marginBottom: 12 }}>
        <span style={{ display: 'block', marginBottom: 4 }}>联系方式（选填）</span>
        <input value={contact} maxLength={64} onChange={(e) => setContact(e.target.value)} placeholder="手机号或邮箱" style={{ ...input, width: '100%' }} />
      </label>
      {error ? (
        <p role="alert" style={{ color: '#cf1322', margin: '0 0 12px' }}>
          {error}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <button type="button" style={button()} onClick={onClose}>
          取消
        </button>
        <button type="submit" style={button(true)} disabled={state === 'sending'}>
          {state === 'sending' ? '提交中…' : '提交'}
        </button>
      </div>
    </form>
  );
}
