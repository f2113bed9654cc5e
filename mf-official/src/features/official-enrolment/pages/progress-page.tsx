import { useState } from 'react';
import { Link } from 'react-router-dom';
import { chinaMinute } from 'shared/rules';
import { Empty, Loading } from '../../../ui/load-state';
import { card, heading, linkButton, muted, scroller, table, tag, td, th } from '../../../ui/styles';
import { listApplications, messageOf, type ApplicationSummary } from '../api/enrolment';
import { fieldError } from '../components/form-styles';
import { SmsVerify } from '../components/sms-verify';
import { kindOf } from '../kinds';

const STATUS_COLOR: Record<string, string> = { pending: '#fa8c16', approved: '#52c41a', rejected: '#ff4d4f' };

type View = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; mobile: string; list: ApplicationSummary[] };

/** official/tisch/progress (查询进度): mobile + SMS code → the applications of that mobile with their status. */
export function ProgressPage() {
  const [view, setView] = useState<View>({ state: 'idle' });

  const load = async (mobile: string, token: string) => {
    setView({ state: 'loading' });
    try {
      const { list } = await listApplications(token);
      setView({ state: 'ready', mobile, list });
    } catch (error) {
      setView({ state: 'failed', message: messageOf(error, '查询失败，请稍后再试') });
    }
  };

  return (
    <section style={{ maxWidth: 1000, margin: '0 auto', padding: '0 16px 32px', boxSizing: 'border-box' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <h1 style={{ margin: 0, fontSize: 22 }}>查询进度</h1>
        <Link to="/official/tisch" style={linkButton()}>
          申请入驻
        </Link>
      </div>
      <section style={card} aria-labelledby="progress-verify">
        <h2 id="progress-verify" style={heading}>
          验证申请时填写的联系人手机号
        </h2>
        <SmsVerify mobileLabel="手机号" submitText="查询" onVerified={(v) => void load(v.mobile, v.token)} />
      </section>
      {view.state !== 'idle' && (
        <section style={card} aria-labelledby="progress-list">
          <h2 id="progress-list" style={heading}>
            入驻申请
          </h2>
          {view.state === 'loading' && <Loading />}
          {view.state === 'failed' && (
            <p role="alert" style={fieldError}>
              {view.message}
            </p>
          )}
          {view.state === 'ready' && view.list.length === 0 && <Empty />}
          {view.state === 'ready' && view.list.length > 0 && (
            <>
              <p style={muted}>手机号 {view.mobile} 提交的申请：</p>
              <div style={scroller}>
                <table style={table} aria-label="入驻申请列表">
                  <thead>
                    <tr>
                      <th style={th}>申请编号</th>
                      <th style={th}>机构名称</th>
                      <th style={th}>机构类型</th>
                      <th style={th}>提交时间</th>
                      <th style={th}>状态</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.list.map((a) => (
                      <tr key={a.id}>
                        <td style={td}>{a.application_no}</td>
                        <td style={td}>{a.name}</td>
                        <td style={td}>{kindOf(a.institution_type)?.name ?? ''}</td>
                        <td style={td}>{chinaMinute(a.created_at)}</td>
                        <td style={td}>
                          <span style={tag(STATUS_COLOR[a.status] ?? '#8c8c8c')}>{a.status_text}</span>
                          {a.review_reason && <div style={{ ...muted, fontSize: 12 }}>原因：{a.review_reason}</div>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      )}
    </section>
  );
}

export default ProgressPage;
