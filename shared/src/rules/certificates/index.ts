/**
 * Certificates (证书, spec §2.4 certificate / certificateList): a competition's template (page, background, where
 * each field is printed), who receives one (award winners, finishers; check-in completions are issued by the
 * check-in challenges), the texts printed and the Chinese refusals — stated once for the server
 * (services/certificates.ts) and the mocks.
 */
import { formatCheckInAmount, type CheckInGoalKind, type CheckInGoalScope, type CheckInTally } from '../check-in.ts';
import type { FinalPlace } from '../ranking/phase-standings.ts';
import { FIELD_LABELS } from '../validation-message.ts';

export const CERTIFICATE_KINDS = ['award', 'finisher', 'check_in'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_KIND_LABEL: Record<CertificateKind, string> = { award: '获奖证书', finisher: '完赛证书', check_in: '打卡完成证书' };

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_STATUS_LABEL: Record<CertificateStatus, string> = { valid: '有效', revoked: '已撤销' };

/**
 * The text fields of a template, in the order the editor lists them, with their Chinese names: the title (标题, the
 * certificate's kind: 获奖证书 …) and the competition's name (赛事名称) above the holder's lines.
 */
export const CERTIFICATE_TEXT_FIELDS = ['title', 'competition', 'name', 'item', 'result', 'place', 'date', 'issuer'] as const;
export type CertificateTextField = (typeof CERTIFICATE_TEXT_FIELDS)[number];
/** The images placed on a template: the organiser's seal and the verification QR code. */
export const CERTIFICATE_IMAGE_FIELDS = ['seal', 'qr'] as const;
export type CertificateImageField = (typeof CERTIFICATE_IMAGE_FIELDS)[number];
export type CertificateField = CertificateTextField | CertificateImageField;

/** The fields' Chinese names: FIELD_LABELS' (the refusals name them so too), but 姓名 for the holder's name. */
export const CERTIFICATE_FIELD_LABEL: Record<CertificateField, string> = {
  ...(Object.fromEntries([...CERTIFICATE_TEXT_FIELDS, ...CERTIFICATE_IMAGE_FIELDS].map((f) => [f, FIELD_LABELS[f]])) as Record<CertificateField, string>),
  name: '姓名',
  title: '标题',
  competition: '赛事名称',
};

export const CERTIFICATE_PAGE_SIZES = ['A4', 'A5'] as const;
export type CertificatePageSize = (typeof CERTIFICATE_PAGE_SIZES)[number];
export const CERTIFICATE_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type CertificateOrientation = (typeof CERTIFICATE_ORIENTATIONS)[number];

/** Portrait sizes in PDF points (1/72 inch), as pdfkit knows them. */
const PORTRAIT: Record<CertificatePageSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  A5: { width: 419.53, height: 595.28 },
};

/** The page in points: width and height of the size turned to the orientation. */
export function certificatePage(size: CertificatePageSize, orientation: CertificateOrientation): { width: number; height: number } {
  const p = PORTRAIT[size];
  return orientation === 'portrait' ? { ...p } : { width: p.height, height: p.width };
}

/**
 * Where a field is printed, in points from the page's top-left corner. A text field: `x` is the centre of its line,
 * `y` its top, `size` its font size. An image (seal, QR code): `x`, `y` its top-left corner, `size` its side.
 */
export interface CertificateFieldPosition {
  x: number;
  y: number;
  size: number;
}

export interface CertificateLayout {
  page_size: CertificatePageSize;
  orientation: CertificateOrientation;
  fields: Record<CertificateField, CertificateFieldPosition>;
}

export const CERTIFICATE_MSG = {
  fieldOutside: (field: CertificateField) => `字段超出证书范围：${CERTIFICATE_FIELD_LABEL[field]}`,
  fieldMissing: (field: CertificateField) => `缺少证书字段：${CERTIFICATE_FIELD_LABEL[field]}`,
  imageNotFound: '图片不存在，请重新上传',
  notImage: '请上传图片（JPG 或 PNG）',
  unknownKind: '未知的证书类型',
  nobody: '没有可发放证书的参赛者',
  allHold: (kind: CertificateKind) => `符合条件的参赛者均已持有${CERTIFICATE_KIND_LABEL[kind]}`,
  notFound: '证书不存在',
  alreadyRevoked: '该证书已撤销',
  noLongerQualifies: '成绩更正后该参赛者已不符合发放条件，证书已撤销',
  notReissuable: '打卡完成证书由打卡挑战发放，不能在此重发',
  fontMissing: '证书字体未安装（fonts-wqy-microhei），无法生成证书 PDF，请联系平台管理员',
  noneToExport: '没有有效的证书可下载',
} as const;

/** Font sizes and image sides allowed (points). */
export const CERTIFICATE_TEXT_SIZE = { min: 6, max: 96 } as const;
export const CERTIFICATE_IMAGE_SIZE = { min: 24, max: 400 } as const;

/** The default layout of a competition without a template: A4 landscape, centred lines, seal and QR at the bottom. */
export function defaultCertificateLayout(): CertificateLayout {
  return {
    page_size: 'A4',
    orientation: 'landscape',
    fields: {
      title: { x: 421, y: 60, size: 40 },
      competition: { x: 421, y: 120, size: 20 },
      name: { x: 421, y: 190, size: 36 },
      item: { x: 421, y: 250, size: 18 },
      result: { x: 421, y: 285, size: 18 },
      place: { x: 421, y: 320, size: 18 },
      date: { x: 600, y: 480, size: 14 },
      issuer: { x: 600, y: 450, size: 16 },
      seal: { x: 540, y: 400, size: 110 },
      qr: { x: 80, y: 430, size: 90 },
    },
  };
}

/**
 * A layout with every field: a field the saved template lacks (saved before 标题 and 赛事名称 existed, or left out of a
 * request) takes its default position, scaled from the default A4 landscape page to the template's page so it stays
 * on it (x and y by the page's width and height, the size by the smaller of the two).
 */
export function certificateLayoutWithDefaults(layout: {
  page_size: CertificatePageSize;
  orientation: CertificateOrientation;
  fields: Partial<Record<CertificateField, CertificateFieldPosition>>;
}): CertificateLayout {
  const base = defaultCertificateLayout();
  const from = certificatePage(base.page_size, base.orientation);
  const to = certificatePage(layout.page_size, layout.orientation);
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const fields = {} as Record<CertificateField, CertificateFieldPosition>;
  for (const field of [...CERTIFICATE_TEXT_FIELDS, ...CERTIFICATE_IMAGE_FIELDS]) {
    const d = base.fields[field];
    fields[field] = layout.fields[field] ?? { x: Math.round(d.x * sx), y: Math.round(d.y * sy), size: Math.round(d.size * Math.min(sx, sy)) };
  }
  return { page_size: layout.page_size, orientation: layout.orientation, fields };
}

/**
 * The first problem of a layout (every field present, inside the page: a text line from its top to top + font size,
 * centred on x; an image from its corner to corner + side), or null. The refusal names the field.
 */
export function certificateLayoutProblem(layout: CertificateLayout): string | null {
  const page = certificatePage(layout.page_size, layout.orientation);
  for (const field of [...CERTIFICATE_TEXT_FIELDS, ...CERTIFICATE_IMAGE_FIELDS]) {
    const p = layout.fields[field];
    if (!p) return CERTIFICATE_MSG.fieldMissing(field);
    const image = (CERTIFICATE_IMAGE_FIELDS as readonly string[]).includes(field);
    const inside = image
      ? p.x >= 0 && p.y >= 0 && p.x + p.size <= page.width && p.y + p.size <= page.height
      : p.x >= 0 && p.x <= page.width && p.y >= 0 && p.y + p.size <= page.height;
    if (!inside) return CERTIFICATE_MSG.fieldOutside(field);
  }
  return null;
}

/** A measured value as the results show it (`12.34` with the item's precision); '' when there is none. */
export const certificateValueText = (value: number | null, precision: number | null) => (value === null ? '' : precision === null ? String(value) : value.toFixed(precision));

/** `第1名` (and the award: `第1名（冠军）`); '' without a place. */
export const certificatePlaceText = (place: number | null, award: string) => (place === null ? '' : `第${place}名${award ? `（${award}）` : ''}`);

/** `2026年11月29日` of a `YYYY-MM-DD` date. */
export const certificateDateText = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

/** The title printed on a certificate (标题): its kind, 获奖证书 / 完赛证书 / 打卡完成证书. */
export const certificateTitle = (kind: CertificateKind) => CERTIFICATE_KIND_LABEL[kind];

/** The lines printed on a certificate for each text field. */
export interface CertificateFacts {
  kind: CertificateKind;
  competition_name: string;
  holder_name: string;
  item_name: string;
  result: string;
  place: number | null;
  award: string;
  issuer_name: string;
  issue_date: string;
}

export function certificateLines(f: CertificateFacts): Record<CertificateTextField, string> {
  return {
    title: certificateTitle(f.kind),
    competition: f.competition_name,
    name: f.holder_name,
    item: f.item_name ? `项目：${f.item_name}` : '',
    result: f.result ? `成绩：${f.result}` : '',
    place: f.place === null ? '' : `名次：${certificatePlaceText(f.place, f.award)}`,
    date: certificateDateText(f.issue_date),
    issuer: f.issuer_name,
  };
}

/**
 * Who receives a certificate of a kind among an item's final places: `award` the places that receive an award,
 * `finisher` every entrant with a result (status ok and a value or a place).
 */
export function certificateCandidates(places: readonly FinalPlace[], kind: 'award' | 'finisher'): FinalPlace[] {
  return kind === 'award'
    ? places.filter((p) => p.place !== null && p.award !== '')
    : places.filter((p) => p.status === 'ok' && (p.value !== null || p.place !== null));
}

/**
 * The result printed on a check-in completion certificate (打卡完成证书), from the tally that met the goal: the total
 * in the goal's unit (`42.20 公里`, `10 次`) for a total goal, `达标 21 天` for a daily one.
 */
export const checkInCertificateResult = (s: { goalKind: CheckInGoalKind; goalScope: CheckInGoalScope }, t: Pick<CheckInTally, 'total' | 'goalDaysMet'>) =>
  s.goalScope === 'total' ? formatCheckInAmount(s.goalKind, t.total) : `达标 ${t.goalDaysMet} 天`;

/** The path of a certificate's public verification page (the QR code opens it on the public site). */
export const certificateVerifyPath = (code: string) => `/certificate/verify/${encodeURIComponent(code)}`;

/** A verification code: 16 characters of base64url (96 random bits), made by the server. */
export const CERTIFICATE_CODE_PATTERN = '^[A-Za-z0-9_-]{16}$';

/** `赛事-证书.zip`: the batch download of a competition's valid certificates (export kind certificates). */
export const certificatesFileName = (competitionName: string) => `${competitionName}-证书.zip`;

/** The file name of one certificate: `张三-男子100米-获奖证书.pdf`. */
export const certificateFileName = (holderName: string, itemName: string, kind: CertificateKind) =>
  `${holderName}${itemName ? `-${itemName}` : ''}-${CERTIFICATE_KIND_LABEL[kind]}.pdf`;

/** What the public verification (证书验证) shows of an issued certificate: the route and the mock answer it. */
export const certificateVerificationView = (
  c: { code: string; holder_name: string; item_name: string; kind: CertificateKind; result: string; place: number | null; award: string; issuer_name: string; issue_date: string; status: CertificateStatus },
  competitionName: string,
  replacedByCode: string | null,
) => ({
  code: c.code,
  holder_name: c.holder_name,
  competition_name: competitionName,
  item_name: c.item_name,
  kind: c.kind,
  result: c.result,
  place: c.place,
  award: c.award,
  issuer_name: c.issuer_name,
  issue_date: c.issue_date,
  status: c.status,
  replaced_by_code: replacedByCode,
});
