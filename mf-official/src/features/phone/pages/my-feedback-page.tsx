import { Link, useLocation } from 'react-router-dom';
import { formatDateTime, SITE_PALETTE } from 'shared';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { getMyFeedback, MY_FEEDBACK_PATH, type VenueFeedback } from '../api/feedback';
import { SignedInPhonePage } from '../components/signed-in-phone-page';

const muted = { color: '#8c8c8c' } as const;
const STATUS_COLOR: Record<VenueFeedback['status'], string> = { pending: '#d46b08', replied: '#389e0d' };

function FeedbackCard({ feedback: f }: { feedback: VenueFeedback }) {
  const title = f.venue_name || '平台';
  return (
    <li aria-label={`${title} ${formatDateTime(f.created_at)}`} style={{ background: '#fff', marginTop: 8, padding: '12px 16px' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>{f.venue_id ? <Link to={`/cgDetail?id=${f.venue_id}`} style={{ color: 'inherit' }}>{title}</Link> : title}</strong>
        <span style={{ color: STATUS_COLOR[f.status], whiteSpace: 'nowrap' }}>{f.status_label}</span>
      </div>
      <p style={{ ...muted, margin: '2px 0 8px', fontSize: 12 }}>{formatDateTime(f.created_at)}</p>
      <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{f.content}</p>
      {f.photos.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}>
          {f.photos.map((src, i) => (
            <a key={`${src}-${i}`} href={src} target="_blank" rel="noopener noreferrer">
              <img src={src} alt={`反馈图片${i + 1}`} style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 6, display: 'block' }} />
            </a>
          ))}
        </div>
      )}
      {f.contact && <p style={{ ...muted, margin: '8px 0 0', fontSize: 12 }}>联系方式：{f.contact}</p>}
      {f.replies.length > 0 ? (
        <ul aria-label="回复" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 6 }}>
          {f.replies.map((r) => (
            <li key={r.id} style={{ background: '#fafafa', borderLeft: `3px solid ${r.side === 'venue' ? SITE_PALETTE.orange : '#1677ff'}`, padding: '6px 10px' }}>
              <div style={{ fontSize: 12, ...muted }}>
                <strong style={{ color: '#262626' }}>{r.side_label}</strong> {r.author_name} · {formatDateTime(r.created_at)}
              </div>
              <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ ...muted, margin: '8px 0 0', fontSize: 12 }}>暂无回复，场馆和平台回复后会显示在这里</p>
      )}
    </li>
  );
}

function MyFeedback() {
  const [load] = useLoad(() => getMyFeedback(), []);
  return (
    <LoadState load={load} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <ul aria-label="我的反馈" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.list.map((f) => (
            <FeedbackCard key={f.id} feedback={f} />
          ))}
        </ul>
      )}
    </LoadState>
  );
}

/** 我的反馈 (/phone/my-feedback): the user's suggestions about venues with photos, status and the replies (场馆回复 / 平台回复); 暂无数据 when none. */
export function MyFeedbackPage() {
  const { state } = useLocation() as { state: { sent?: boolean } | null };
  return (
    <SignedInPhonePage
      title="我的反馈"
      path={MY_FEEDBACK_PATH}
      notice={
        state?.sent && (
          <p role="status" style={{ margin: 0, padding: '8px 16px', background: '#f6ffed', color: '#389e0d' }}>
            反馈已提交，感谢您的意见
          </p>
        )
      }
    >
      <MyFeedback />
    </SignedInPhonePage>
  );
}

export default MyFeedbackPage;
