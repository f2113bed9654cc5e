import { Space } from 'antd';
import { useParams } from 'react-router-dom';
import { CertificateList } from '../components/certificate-list';
import { CertificateTemplateEditor } from '../components/certificate-template-editor';

/**
 * 证书 (certificateList, `…/certificate`): the competition's certificate template with its live preview, and below it
 * the certificates issued (发放, 撤销并重发, 下载, 批量下载, 验证页). docs/certificates.md.
 */
export default function CertificatePage() {
  const { id, c_type: cType = '1' } = useParams();
  const competitionId = Number(id);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <CertificateTemplateEditor competitionId={competitionId} />
      <CertificateList competitionId={competitionId} cType={cType} />
    </Space>
  );
}
