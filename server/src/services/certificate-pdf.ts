/**
 * The PDF of a certificate (证书): pdfkit on the template's page, the background image stretched over the page, the
 * text fields centred on their x with the CJK font (Debian's fonts-wqy-microhei; font name WenQuanYiMicroHei inside
 * the .ttc, embedded as a subset), the organiser's seal and a vector QR code (qrcode `QRCode.create`, one filled path)
 * that opens the public verification page.
 *
 * The font file is read and parsed once per process (`certificateFont`) and the same fontkit font object is given to
 * every document, so a batch renders well over 20 certificates a second (`pnpm bench`, scripts/bench-certificates.mts).
 * Without the font file the render throws the Chinese refusal CERTIFICATE_MSG.fontMissing (40000), never a crash.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_MSG, CERTIFICATE_TEXT_FIELDS, certificateLines, certificatePage, type CertificateFacts, type CertificateLayout } from 'shared/rules';
import { refused } from '../errors.js';

/** Debian's fonts-wqy-microhei (.ci/run installs it). */
export const CERTIFICATE_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
export const CERTIFICATE_FONT_NAME = 'WenQuanYiMicroHei';

type Font = ReturnType<typeof fontkit.create>;
const fonts = new Map<string, Font>();

/** The parsed CJK font (once per path); the Chinese refusal when the file is missing or is not that font. */
export function certificateFont(path = CERTIFICATE_FONT_PATH): Font {
  const cached = fonts.get(path);
  if (cached) return cached;
  let font: Font;
  try {
    font = fontkit.create(readFileSync(path), CERTIFICATE_FONT_NAME);
  } catch {
    throw refused(CERTIFICATE_MSG.fontMissing);
  }
  if (!font) throw refused(CERTIFICATE_MSG.fontMissing);
  fonts.set(path, font);
  return font;
}

export interface CertificateArt {
  layout: CertificateLayout;
  /** the bytes of the background image and the seal (JPEG or PNG), when the template has them */
  background?: Buffer | null;
  seal?: Buffer | null;
}

/** One certificate as a PDF: the facts printed where the layout says, the QR code of `verifyUrl`. */
export async function renderCertificatePdf(art: CertificateArt, facts: CertificateFacts & { code: string }, verifyUrl: string, fontPath?: string): Promise<Buffer> {
  const font = certificateFont(fontPath);
  const page = certificatePage(art.layout.page_size, art.layout.orientation);
  const { fields } = art.layout;
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: art.layout.page_size,
      layout: art.layout.orientation,
      margin: 0,
      // the CJK font from the start: no document parses pdfkit's default Helvetica metrics
      font: font as unknown as string,
      info: { Title: `证书 ${facts.code}`, Author: facts.issuer_name, Subject: facts.holder_name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      if (art.background) doc.image(art.background, 0, 0, { width: page.width, height: page.height });
      const lines = certificateLines(facts);
      for (const field of CERTIFICATE_TEXT_FIELDS) {
        const text = lines[field];
        if (!text) continue;
        const p = fields[field];
        doc.fontSize(p.size);
        const width = doc.widthOfString(text);
        doc.fillColor('#222').text(text, p.x - width / 2, p.y, { lineBreak: false });
      }
      if (art.seal) doc.image(art.seal, fields.seal.x, fields.seal.y, { fit: [fields.seal.size, fields.seal.size], align: 'center', valign: 'center' });
      drawQr(doc, verifyUrl, fields.qr);
      doc.fontSize(8).fillColor('#555');
      const codeText = `验证码 ${facts.code}`;
      doc.text(codeText, fields.qr.x + fields.qr.size / 2 - doc.widthOfString(codeText) / 2, Math.min(fields.qr.y + fields.qr.size + 2, page.height - 10), { lineBreak: false });
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The QR code as one filled path of its dark modules, on a white square. */
function drawQr(doc: PDFKit.PDFDocument, text: string, at: { x: number; y: number; size: number }) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = at.size / (n + 2);
  doc.rect(at.x, at.y, at.size, at.size).fill('#ffffff');
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      if (qr.modules.get(r, c)) doc.rect(at.x + (c + 1) * cell, at.y + (r + 1) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}
