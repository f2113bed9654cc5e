import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Form, InputNumber, Result, Row, Select, Space, Spin, Table } from 'antd';
import { LOADING_TEXT } from 'shared';
import { ImageUploadField } from 'shared/antd';
import {
  CERTIFICATE_FIELD_LABEL,
  CERTIFICATE_IMAGE_FIELDS,
  CERTIFICATE_IMAGE_SIZE,
  CERTIFICATE_ORIENTATIONS,
  CERTIFICATE_PAGE_SIZES,
  CERTIFICATE_TEXT_FIELDS,
  CERTIFICATE_TEXT_SIZE,
  certificateLayoutProblem,
  type CertificateField,
  type CertificateFieldPosition,
  type CertificateOrientation,
  type CertificatePageSize,
} from 'shared/rules';
import { getCertificateTemplate, saveCertificateTemplate, type CertificateTemplate } from '../api/certificates';
import { CertificatePreview } from './certificate-preview';

/** A cell that keeps its text on one line (the field names and headings of the narrow position table). */
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

const FIELDS: CertificateField[] = [...CERTIFICATE_TEXT_FIELDS, ...CERTIFICATE_IMAGE_FIELDS];
const isImage = (f: CertificateField) => (CERTIFICATE_IMAGE_FIELDS as readonly string[]).includes(f);
const ORIENTATION_LABEL: Record<CertificateOrientation, string> = { landscape: '横向', portrait: '纵向' };
/** The page's two choices: its size and its orientation. */
const PAGE_CHOICES = [
  { key: 'page_size', label: '纸张', options: CERTIFICATE_PAGE_SIZES.map((s: CertificatePageSize) => ({ value: s, label: s })) },
  { key: 'orientation', label: '方向', options: CERTIFICATE_ORIENTATIONS.map((o: CertificateOrientation) => ({ value: o, label: ORIENTATION_LABEL[o] })) },
] as const;
/** The template's two images: the background stretched over the page, the seal fitted in its square. */
const IMAGES = [
  { key: 'background', label: '背景图片', extra: '铺满整页；JPG 或 PNG' },
  { key: 'seal', label: '印章', extra: '按印章的边长缩放；建议透明背景的 PNG' },
] as const;

/**
 * 证书模板: page size and orientation, the background and the seal (uploads of /api/upload/image), each field's
 * position and size in PDF points, and the live preview beside them (drag a field to move it). 保存 checks the
 * layout with the shared rule first, so a field off the page is refused before anything is sent.
 */
export function CertificateTemplateEditor({ competitionId }: { competitionId: number }) {
  const { message } = App.useApp();
  const [template, setTemplate] = useState<CertificateTemplate | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getCertificateTemplate(competitionId).then(setTemplate, () => setFailed(true));
  }, [competitionId]);

  if (failed) return <Result status="warning" title="证书模板加载失败，请刷新重试" />;
  if (!template) return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;

  const change = (patch: Partial<CertificateTemplate>) => setTemplate({ ...template, ...patch });
  const moveField = (field: CertificateField, position: CertificateFieldPosition) => change({ fields: { ...template.fields, [field]: position } });
  const setNumber = (field: CertificateField, key: keyof CertificateFieldPosition, v: number | null) => {
    if (v !== null) moveField(field, { ...template.fields[field], [key]: v });
  };

  const save = async () => {
    const problem = certificateLayoutProblem(template);
    if (problem) {
      message.error(problem);
      return;
    }
    setSaving(true);
    try {
      const { page_size, orientation, background_media_id, seal_media_id, fields } = template;
      setTemplate(await saveCertificateTemplate({ competition_id: competitionId, page_size, orientation, background_media_id, seal_media_id, fields }));
      message.success('证书模板已保存');
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title="证书模板"
      variant="borderless"
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <Row gutter={24}>
        {/* at xl the form keeps the width its position table needs (field, three inputs), the preview takes the rest: at
            1366 px a column of 11/24 was narrower than the table, which ran under the preview */}
        <Col xs={24} xl={{ flex: '420px' }}>
          <Form layout="vertical">
            <Space wrap>
              {PAGE_CHOICES.map(({ key, label, options }) => (
                <Form.Item key={key} label={label} htmlFor={`certificate-${key}`}>
                  <Select<string>
                    id={`certificate-${key}`}
                    aria-label={label}
                    style={{ width: 120 }}
                    value={template[key]}
                    onChange={(v) => change({ [key]: v })}
                    options={options}
                  />
                </Form.Item>
              ))}
            </Space>
            {IMAGES.map(({ key, label, extra }) => (
              <Form.Item key={key} label={label} extra={extra}>
                <ImageUploadField
                  use="certificate"
                  buttonText={`上传${label}`}
                  value={template[`${key}_url`] ?? ''}
                  onChange={(url) => (url ? change({ [`${key}_url`]: url }) : change({ [`${key}_url`]: null, [`${key}_media_id`]: null }))}
                  onUploaded={(image) => change({ [`${key}_url`]: image.url, [`${key}_media_id`]: image.id })}
                />
              </Form.Item>
            ))}
          </Form>
          <Table<{ field: CertificateField }>
            aria-label="字段位置"
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={FIELDS.map((field) => ({ field }))}
            columns={[
              { title: '字段', key: 'label', onHeaderCell: nowrap, onCell: nowrap, render: (_: unknown, { field }) => CERTIFICATE_FIELD_LABEL[field] },
              ...(['x', 'y'] as const).map((key) => ({
                title: key === 'x' ? '横向位置' : '纵向位置',
                key,
                onHeaderCell: nowrap,
                render: (_: unknown, { field }: { field: CertificateField }) => (
                  <InputNumber
                    aria-label={`${CERTIFICATE_FIELD_LABEL[field]}${key === 'x' ? '横向位置' : '纵向位置'}`}
                    size="small"
                    style={{ width: 76 }}
                    min={0}
                    max={1000}
                    precision={0}
                    value={template.fields[field][key]}
                    onChange={(v) => setNumber(field, key, v)}
                  />
                ),
              })),
              {
                title: '字号 / 边长',
                key: 'size',
                onHeaderCell: nowrap,
                render: (_: unknown, { field }) => {
                  const bounds = isImage(field) ? CERTIFICATE_IMAGE_SIZE : CERTIFICATE_TEXT_SIZE;
                  return (
                    <InputNumber
                      aria-label={`${CERTIFICATE_FIELD_LABEL[field]}${isImage(field) ? '边长' : '字号'}`}
                      size="small"
                      style={{ width: 76 }}
                      min={bounds.min}
                      max={bounds.max}
                      precision={0}
                      value={template.fields[field].size}
                      onChange={(v) => setNumber(field, 'size', v)}
                    />
                  );
                },
              },
            ]}
          />
          <p style={{ color: '#888', marginTop: 8 }}>单位为点（1/72 英寸），自页面左上角起算：文字的横向位置是行的中心，图片的位置是其左上角。</p>
        </Col>
        <Col xs={24} xl={{ flex: '1 1 0' }} style={{ minWidth: 0 }}>
          <CertificatePreview layout={template} competitionName={template.competition_name} backgroundUrl={template.background_url} sealUrl={template.seal_url} onMove={moveField} />
          <p style={{ color: '#888' }}>预览按获奖证书显示，其中的姓名与成绩为示例；拖动字段可调整位置。</p>
        </Col>
      </Row>
    </Card>
  );
}
