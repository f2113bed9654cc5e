import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  CERTIFICATE_FIELD_LABEL,
  CERTIFICATE_TEXT_FIELDS,
  certificateLines,
  certificatePage,
  chinaDate,
  type CertificateField,
  type CertificateFieldPosition,
  type CertificateLayout,
} from 'shared/rules';

/**
 * The lines the preview prints: an award certificate of the competition (its title and name as the PDF prints them)
 * to an example holder, so the designer sees how long each line is.
 */
const exampleLines = (competitionName: string) =>
  certificateLines({
    kind: 'award',
    competition_name: competitionName,
    holder_name: '张三',
    item_name: '男子100米',
    result: '12.34',
    place: 1,
    award: '冠军',
    issuer_name: '主办机构名称',
    issue_date: chinaDate(new Date()),
  });

export interface CertificatePreviewProps {
  layout: CertificateLayout;
  /** the competition's name, printed as 赛事名称 */
  competitionName: string;
  backgroundUrl: string | null;
  sealUrl: string | null;
  /** A field dragged to a new place (points, rounded). */
  onMove: (field: CertificateField, position: CertificateFieldPosition) => void;
}

interface Drag {
  field: CertificateField;
  pointerX: number;
  pointerY: number;
  start: CertificateFieldPosition;
}

/**
 * The live preview of a certificate template: an SVG whose user units are the PDF's points (viewBox = the page), so
 * every field sits where the PDF prints it — a text line centred on x from its top y, the seal and the QR code from
 * their top-left corner — scaled to the preview's width. A field is dragged to move it.
 */
export function CertificatePreview({ layout, competitionName, backgroundUrl, sealUrl, onMove }: CertificatePreviewProps) {
  const page = certificatePage(layout.page_size, layout.orientation);
  const lines = exampleLines(competitionName);
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const start = (field: CertificateField) => (e: ReactPointerEvent<SVGGElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ field, pointerX: e.clientX, pointerY: e.clientY, start: layout.fields[field] });
  };
  const move = (e: ReactPointerEvent<SVGSVGElement>) => {
    const width = svg.current?.getBoundingClientRect().width ?? 0;
    if (!drag || width === 0) return;
    const scale = page.width / width;
    onMove(drag.field, {
      ...drag.start,
      x: Math.round(drag.start.x + (e.clientX - drag.pointerX) * scale),
      y: Math.round(drag.start.y + (e.clientY - drag.pointerY) * scale),
    });
  };

  const { seal, qr } = layout.fields;
  return (
    <svg
      ref={svg}
      role="img"
      aria-label="证书预览"
      viewBox={`0 0 ${page.width} ${page.height}`}
      width="100%"
      style={{ border: '1px solid #d9d9d9', background: '#fff', touchAction: 'none', userSelect: 'none' }}
      onPointerMove={move}
      onPointerUp={() => setDrag(null)}
      onPointerLeave={() => setDrag(null)}
    >
      {backgroundUrl ? <image href={backgroundUrl} x={0} y={0} width={page.width} height={page.height} preserveAspectRatio="none" /> : null}
      {CERTIFICATE_TEXT_FIELDS.map((field) => {
        const p = layout.fields[field];
        return (
          <g key={field} data-field={field} style={{ cursor: 'move' }} onPointerDown={start(field)}>
            <title>{CERTIFICATE_FIELD_LABEL[field]}</title>
            <text x={p.x} y={p.y} fontSize={p.size} textAnchor="middle" dominantBaseline="hanging" fill="#222">
              {lines[field]}
            </text>
          </g>
        );
      })}
      <g data-field="seal" style={{ cursor: 'move' }} onPointerDown={start('seal')}>
        <title>{CERTIFICATE_FIELD_LABEL.seal}</title>
        {sealUrl ? (
          <image href={sealUrl} x={seal.x} y={seal.y} width={seal.size} height={seal.size} />
        ) : (
          <circle cx={seal.x + seal.size / 2} cy={seal.y + seal.size / 2} r={seal.size / 2} fill="none" stroke="#c00" strokeDasharray="6 4" />
        )}
      </g>
      <g data-field="qr" style={{ cursor: 'move' }} onPointerDown={start('qr')}>
        <title>{CERTIFICATE_FIELD_LABEL.qr}</title>
        <rect x={qr.x} y={qr.y} width={qr.size} height={qr.size} fill="#f5f5f5" stroke="#333" />
        <text x={qr.x + qr.size / 2} y={qr.y + qr.size / 2} fontSize={Math.max(8, qr.size / 7)} textAnchor="middle" dominantBaseline="middle" fill="#333">
          二维码
        </text>
      </g>
    </svg>
  );
}
