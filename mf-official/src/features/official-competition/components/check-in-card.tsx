import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { uploadErrorMessage, uploadFile, uploadImage, useSession } from 'shared';
import { CHECK_IN_EVIDENCE_TEXT, CHECK_IN_STATUS_TEXT, checkInChallengeText, formatCheckInAmount } from 'shared/rules';
import { getCheckInInfo, getMyCheckIns, submitCheckIn, type CheckInEvidenceKind, type CheckInInfo, type CheckInSubmitted } from '../api/check-ins';
import { button, heading, input, muted, table, td, th } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

type Settings = NonNullable<CheckInInfo['settings']>;

/** The participant's own tally and latest records (GET /competition/clock_list), read again after each check-in. */
function MyCheckIns({ competitionId, version }: { competitionId: number; version: number }) {
  const [load] = useLoad(() => getMyCheckIns(competitionId), [competitionId, version]);
  if (load.state !== 'ready') return null;
  const { tally, list, settings } = load.data;
  return (
    <section aria-label="我的打卡" style={{ marginTop: 16 }}>
      <p style={{ margin: '0 0 8px' }}>
        累计 {formatCheckInAmount(settings.goal_kind, tally.total)} · 打卡 {tally.days} 天 · 当前连续 {tally.current} 天 · 最长连续 {tally.longest} 天 ·{' '}
        {tally.goal_met ? '已完成目标' : '未完成目标'}
      </p>
      {list.length === 0 ? (
        <p style={muted}>还没有打卡记录</p>
      ) : (
        <table style={table} aria-label="我的打卡记录">
          <thead>
            <tr>
              <th style={th}>日期</th>
              <th style={th}>凭证</th>
              <th style={th}>里程</th>
              <th style={th}>状态</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id}>
                <td style={td}>{r.day}</td>
                <td style={td}>{CHECK_IN_EVIDENCE_TEXT[r.evidence]}</td>
                <td style={td}>{r.distance_meters === null ? '—' : `${(r.distance_meters / 1000).toFixed(2)} 公里`}</td>
                <td style={td}>
                  {CHECK_IN_STATUS_TEXT[r.status]}
                  {r.review_reason ? `（${r.review_reason}）` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The check-in form: the evidence, its file, the distance and time read from a screenshot, a note. */
function CheckInForm({ competitionId, settings, onDone }: { competitionId: number; settings: Settings; onDone: (r: CheckInSubmitted) => void }) {
  const [evidence, setEvidence] = useState<CheckInEvidenceKind>(settings.evidence[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [km, setKm] = useState('');
  const [minutes, setMinutes] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const asksAmount = evidence !== 'track' && (settings.goal_kind === 'distance' || settings.goal_kind === 'duration');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    if (!file) {
      setProblem(evidence === 'track' ? '请选择 GPX、TCX 或 FIT 轨迹文件' : '请选择图片');
      return;
    }
    setBusy(true);
    try {
      const media = evidence === 'track' ? await uploadFile(file, { use: 'check_in', silent: true }) : await uploadImage(file, { use: 'check_in', silent: true });
      const distance = asksAmount && km ? Math.round(Number(km) * 1000) : undefined;
      const duration = asksAmount && minutes ? Math.round(Number(minutes) * 60) : undefined;
      onDone(await submitCheckIn({ id: competitionId, evidence, media_id: media.id, distance_meters: distance, duration_seconds: duration, note: note.trim() || undefined }));
      setFile(null);
      setKm('');
      setMinutes('');
      setNote('');
    } catch (error) {
      setProblem(uploadErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="打卡" onSubmit={(e) => void submit(e)} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 12 }}>
        <legend style={{ ...muted, float: 'left', marginRight: 8 }}>凭证</legend>
        {settings.evidence.map((k) => (
          <label key={k}>
            <input type="radio" name="evidence" value={k} checked={evidence === k} onChange={() => setEvidence(k)} /> {CHECK_IN_EVIDENCE_TEXT[k]}
          </label>
        ))}
      </fieldset>
      <label>
        {evidence === 'track' ? '轨迹文件' : '图片'}{' '}
        <input
          key={evidence}
          type="file"
          accept={evidence === 'track' ? '.gpx,.tcx,.fit' : 'image/*'}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      {asksAmount ? (
        <>
          <label>
            里程（公里） <input style={{ ...input, width: 90 }} inputMode="decimal" value={km} onChange={(e) => setKm(e.target.value)} />
          </label>
          <label>
            用时（分钟） <input style={{ ...input, width: 90 }} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </label>
        </>
      ) : null}
      <label>
        备注 <input style={{ ...input, width: 160 }} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button type="submit" style={button(true)} disabled={busy}>
        {busy ? '提交中…' : '提交打卡'}
      </button>
      {problem ? (
        <p role="alert" style={{ color: '#cf1322', width: '100%', margin: 0 }}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/**
 * 打卡 card of a public activity (spec §7 clock/info, clock_list): the challenge in a line; for a participant (an
 * approved sign-up) the check-in form — a GPX/TCX/FIT track file parsed by the server, or a photo or screenshot — and
 * their tally and records; others are told who may check in. Nothing when the activity has no challenge.
 */
export const CheckInCard = observer(function CheckInCard({ competitionId }: { competitionId: number }) {
  const session = useSession();
  const [load] = useLoad(() => getCheckInInfo(competitionId), [competitionId, session.isLoggedIn]);
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState<CheckInSubmitted | null>(null);
  if (load.state !== 'ready' || !load.data.settings) return null;
  const { settings, sign_up_id: signUpId } = load.data;
  return (
    <section aria-label="打卡挑战" style={{ borderTop: '1px solid #f0f0f0', marginTop: 16, paddingTop: 16 }}>
      <h2 style={{ ...heading, fontSize: 18 }}>打卡挑战</h2>
      <p style={muted}>{checkInChallengeText(settings)}</p>
      {signUpId === null ? (
        <p style={muted}>{session.isLoggedIn ? '报名并通过审核后即可打卡' : '登录并报名后即可打卡'}</p>
      ) : (
        <>
          <CheckInForm
            competitionId={competitionId}
            settings={settings}
            onDone={(r) => {
              setDone(r);
              setVersion((v) => v + 1);
            }}
          />
          {done ? (
            <p role="status" style={{ color: done.status === 'approved' ? '#389e0d' : '#d46b08' }}>
              {done.status === 'approved' ? `打卡成功（${done.day}）` : `已提交，${CHECK_IN_STATUS_TEXT[done.status]}${done.flags.length ? `：${done.flags.join('；')}` : ''}`}
            </p>
          ) : null}
          <MyCheckIns competitionId={competitionId} version={version} />
        </>
      )}
    </section>
  );
});
