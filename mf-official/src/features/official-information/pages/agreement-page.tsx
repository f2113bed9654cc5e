import { formatDate } from 'shared';
import { getAgreement } from '../api/get-agreement';
import { ServerHtml } from '../components/article-view';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { muted } from '../../../ui/styles';

/** /agreement (spec §2.1): the user agreement (用户协议) the platform admin maintains, on a plain phone-sized page. */
export function AgreementPage() {
  const [load] = useLoad(getAgreement, []);
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: 16, background: '#fff', minHeight: '100vh', boxSizing: 'border-box' }}>
      <LoadState load={load} isEmpty={(d) => !d.content}>
        {(agreement) => (
          <article aria-labelledby="agreement-title">
            <h1 id="agreement-title" style={{ fontSize: 20, textAlign: 'center', margin: '8px 0 4px' }}>
              {agreement.title}
            </h1>
            {agreement.updated_at ? <p style={{ ...muted, textAlign: 'center', fontSize: 13, margin: '0 0 16px' }}>更新日期：{formatDate(agreement.updated_at)}</p> : null}
            <ServerHtml html={agreement.content} label="协议内容" />
          </article>
        )}
      </LoadState>
    </main>
  );
}

export default AgreementPage;
