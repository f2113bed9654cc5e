import { useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { IMAGE_ACCEPT, isApiError, uploadErrorMessage, uploadImage } from 'shared';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_PHOTOS_MAX, VENUE_REVIEW_MSG } from 'shared/rules';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { MY_FEEDBACK_PATH, sendFeedback } from '../api/feedback';
import { getVenue, type PhoneVenueDetail } from '../api/phone';
import { SignedInPhonePage } from '../components/signed-in-phone-page';
import { TOUCH_LINK, touchButton } from '../components/touch-styles';

const CONTACT_MAX = 64;
const muted = { color: '#8c8c8c' } as const;
const field: CSSProperties = { width: '100%', boxSizing: 'border-box', fontSize: 16, borderRadius: 8, border: '1px solid #d9d9d9', padding: 10, background: '#fff' };
const errorStyle = { color: '#cf1322', margin: '4px 0 0', fontSize: 13 } as const;

/** The checks of the form before it is sent (the server checks again: shared/rules feedbackProblem). */
export function feedbackFormErrors(v: { suggestion: string; contact: string }): { suggestion?: string; contact?: string } {
  const errors: { suggestion?: string; contact?: string } = {};
  if (!v.suggestion.trim()) errors.suggestion = VENUE_REVIEW_MSG.feedbackEmpty;
  else if (v.suggestion.length > FEEDBACK_CONTENT_MAX) errors.suggestion = `反馈内容不能超过${FEEDBACK_CONTENT_MAX}个字`;
  if (v.contact.length > CONTACT_MAX) errors.contact = `联系方式不能超过${CONTACT_MAX}个字`;
  return errors;
}

function FeedbackForm({ venue }: { venue: PhoneVenueDetail }) {
  const navigate = useNavigate();
  const [suggestion, setSuggestion] = useState('');
  const [contact, setContact] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [photoError, setPhotoError] = useState('');
  const [errors, setErrors] = useState<{ suggestion?: string; contact?: string }>({});
  const [sendError, setSendError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const addFiles = async (files: File[]) => {
    setPhotoError('');
    const room = FEEDBACK_PHOTOS_MAX - photos.length;
    if (files.length > room) setPhotoError(VENUE_REVIEW_MSG.feedbackPhotos(FEEDBACK_PHOTOS_MAX));
    const taken = files.slice(0, Math.max(0, room));
    setUploading((n) => n + taken.length);
    for (const file of taken) {
      try {
        const image = await uploadImage(file, { use: 'feedback', silent: true });
        setPhotos((list) => (list.length < FEEDBACK_PHOTOS_MAX ? [...list, image.url] : list));
      } catch (e) {
        setPhotoError(uploadErrorMessage(e));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = feedbackFormErrors({ suggestion, contact });
    setErrors(found);
    setSendError('');
    if (found.suggestion || found.contact || busy || uploading > 0) return;
    setBusy(true);
    try {
      await sendFeedback({ venue_id: venue.id, suggestion: suggestion.trim(), photos, ...(contact.trim() ? { contact: contact.trim() } : {}) });
      navigate(MY_FEEDBACK_PATH, { replace: true, state: { sent: true } });
    } catch (err) {
      setSendError(isApiError(err) || err instanceof Error ? err.message : '提交失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="意见反馈" noValidate onSubmit={(e) => void submit(e)} style={{ background: '#fff', padding: '12px 16px', display: 'grid', gap: 16 }}>
      <p style={{ margin: 0 }}>
        反馈场馆：<strong>{venue.name}</strong>
      </p>
      <div>
        <label htmlFor="feedback-suggestion" style={{ display: 'block', marginBottom: 6 }}>
          意见建议 <span style={{ color: '#cf1322' }}>*</span>
        </label>
        <textarea
          id="feedback-suggestion"
          rows={6}
          value={suggestion}
          placeholder="请描述您遇到的问题或建议，如场地设施、服务、卫生等"
          aria-invalid={errors.suggestion ? true : undefined}
          aria-describedby="feedback-suggestion-count"
          onChange={(e) => {
            setSuggestion(e.target.value);
            if (errors.suggestion) setErrors((x) => ({ ...x, suggestion: undefined }));
          }}
          style={{ ...field, resize: 'vertical' }}
        />
        <div id="feedback-suggestion-count" style={{ ...muted, fontSize: 12, textAlign: 'right', ...(suggestion.length > FEEDBACK_CONTENT_MAX ? { color: '#cf1322' } : {}) }}>
          {suggestion.length}/{FEEDBACK_CONTENT_MAX}
        </div>
        {errors.suggestion && (
          <p role="alert" style={errorStyle}>
            {errors.suggestion}
          </p>
        )}
      </div>
      <div>
        <span id="feedback-photos-label" style={{ display: 'block', marginBottom: 6 }}>
          图片（选填，最多{FEEDBACK_PHOTOS_MAX}张）
        </span>
        <ul aria-labelledby="feedback-photos-label" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {photos.map((src, i) => (
            <li key={`${src}-${i}`} style={{ position: 'relative' }}>
              <img src={src} alt={`反馈图片${i + 1}`} style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 6, display: 'block' }} />
              <button
                type="button"
                aria-label={`删除图片${i + 1}`}
                onClick={() => setPhotos((list) => list.filter((_, j) => j !== i))}
                style={{ position: 'absolute', top: -8, right: -8, width: 28, height: 28, borderRadius: 14, border: 0, background: 'rgba(0,0,0,0.6)', color: '#fff', cursor: 'pointer' }}
              >
                ×
              </button>
            </li>
          ))}
          {photos.length + uploading < FEEDBACK_PHOTOS_MAX && (
            <li>
              <button type="button" onClick={() => input.current?.click()} style={{ width: 72, height: 72, borderRadius: 6, border: '1px dashed #d9d9d9', background: '#fafafa', color: '#8c8c8c', cursor: 'pointer' }}>
                + 添加
              </button>
            </li>
          )}
        </ul>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-label="上传图片"
          style={{ display: 'none' }}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void addFiles(files);
          }}
        />
        <p style={{ ...muted, margin: '6px 0 0', fontSize: 12 }}>
          {uploading > 0 ? `正在上传${uploading}张图片…` : `已选 ${photos.length}/${FEEDBACK_PHOTOS_MAX} 张，每张不超过1M`}
        </p>
        {photoError && (
          <p role="alert" style={errorStyle}>
            {photoError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="feedback-contact" style={{ display: 'block', marginBottom: 6 }}>
          联系方式（选填）
        </label>
        <input
          id="feedback-contact"
          value={contact}
          maxLength={CONTACT_MAX}
          placeholder="手机号或邮箱，方便我们联系您"
          aria-invalid={errors.contact ? true : undefined}
          onChange={(e) => setContact(e.target.value)}
          style={{ ...field, minHeight: 44 }}
        />
        {errors.contact && (
          <p role="alert" style={errorStyle}>
            {errors.contact}
          </p>
        )}
      </div>
      {sendError && (
        <p role="alert" style={{ ...errorStyle, fontSize: 15 }}>
          {sendError}
        </p>
      )}
      <button type="submit" disabled={busy || uploading > 0} style={touchButton(true, busy || uploading > 0)}>
        {busy ? '提交中…' : '提交反馈'}
      </button>
    </form>
  );
}

function VenueFeedback({ venueId }: { venueId: number }) {
  const [load] = useLoad(() => (venueId > 0 ? getVenue(venueId) : Promise.reject(new Error('no venue'))), [venueId]);
  return <LoadState load={load}>{(venue) => <FeedbackForm venue={venue} />}</LoadState>;
}

/**
 * 意见反馈 of a venue (/phone/feedback?venue_id=, opened from /cgDetail): the suggestion (up to 500 characters), up to six
 * photos through the upload pipeline and an optional contact; signed-in users only (a visitor signs in and comes back).
 * After sending, 我的反馈 shows it with the replies to come.
 */
export function VenueFeedbackPage() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const venueId = Number(params.get('venue_id'));
  return (
    <SignedInPhonePage
      title="意见反馈"
      path={`${pathname}${search}`}
      footer={
        <>
          {Number.isInteger(venueId) && venueId > 0 && (
            <Link to={`/cgDetail?id=${venueId}`} style={TOUCH_LINK}>
              返回场馆
            </Link>
          )}
          <Link to={MY_FEEDBACK_PATH} style={TOUCH_LINK}>
            我的反馈
          </Link>
        </>
      }
    >
      <VenueFeedback venueId={Number.isInteger(venueId) ? venueId : 0} />
    </SignedInPhonePage>
  );
}

export default VenueFeedbackPage;
