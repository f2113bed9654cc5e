import { Link, useParams } from 'react-router-dom';
import { http } from 'shared';
import type { components } from 'shared/api-schema';
import { CERTIFICATE_KIND_LABEL, CERTIFICATE_STATUS_LABEL, certificateDateText, certificatePlaceText, certificateVerifyPath } from 'shared/rules';
import { FactList } from '../../../ui/fact-list';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { card, heading, link, tag } from '../../../ui/styles';

type CertificateVerification = components['schemas']['CertificateVerification'];

/**
 * 证书验证 (/certificate/verify/:code, public, the page a certificate's QR code opens): who holds it, for which result,
 * who issued it and when. A revoked certificate says it was replaced and links the new one; an unknown code says
 * 证书不存在.
 */
export default function CertificateVerifyPage() {
  const code = useParams().code ?? '';
  const [certificate] = useLoad(() => getCertificateVerification(code), [code]);
  return (
    <section style={card} aria-label="证书验证">
      <h2 style={heading}>证书验证</h2>
      <LoadState load={certificate} emptyText="证书不存在，请核对证书上的验证码">
        {(c) => <Verification certificate={c} />}
      </LoadState>
    </section>
  );
}

function Verification({ certificate: c }: { certificate: CertificateVerification }) {
  const valid = c.status === 'valid';
  const rows: [string, string][] = [
    ['持有人', c.holder_name],
    ['证书类型', CERTIFICATE_KIND_LABEL[c.kind]],
    ['赛事', c.competition_name],
    ['项目', c.item_name],
    ['成绩', c.result],
    ['名次', certificatePlaceText(c.place, c.award)],
    ['颁发机构', c.issuer_name],
    ['颁发日期', certificateDateText(c.issue_date)],
    ['验证码', c.code],
  ];
  return (
    <div>
      <p>
        <span style={tag(valid ? '#389e0d' : '#cf1322')}>{CERTIFICATE_STATUS_LABEL[c.status]}</span>{' '}
        {valid ? '该证书真实有效。' : '该证书已撤销，已被新证书替代。'}
        {!valid && c.replaced_by_code ? (
          <Link to={certificateVerifyPath(c.replaced_by_code)} style={{ ...link, textDecoration: 'underline' }}>
            查看新证书
          </Link>
        ) : null}
      </p>
      <FactList rows={rows} />
    </div>
  );
}

/** GET /certificate/verify — a certificate by its code (public); 40000 证书不存在 for an unknown code (the page says so). */
function getCertificateVerification(code: string): Promise<CertificateVerification> {
  return http.get('/certificate/verify', { code }, { silent: true });
}
