import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CERTIFICATE_MSG, CERTIFICATE_TEXT_FIELDS, certificateLayoutWithDefaults, certificateLines, defaultCertificateLayout, type CertificateLayout } from 'shared/rules';
import { AppError } from '../errors.js';
import { certificateFont, renderCertificatePdf } from './certificate-pdf.js';

const facts = { code: 'AbCdEfGh12345678', kind: 'award' as const, competition_name: '2026杭州市田径运动会', holder_name: '张三', item_name: '男子100米', result: '12.34', place: 1, award: '冠军', issuer_name: '杭州市田径协会', issue_date: '2026-11-29' };

describe('certificate PDF', () => {
  it('answers the Chinese refusal, not a crash, when the font file is missing', async () => {
    assert.throws(() => certificateFont('/nonexistent/wqy-microhei.ttc'), (e: unknown) => e instanceof AppError && e.message === CERTIFICATE_MSG.fontMissing);
    await assert.rejects(
      () => renderCertificatePdf({ layout: defaultCertificateLayout() }, facts, 'http://x/certificate/verify/AbCdEfGh12345678', '/nonexistent/font.ttc'),
      (e: unknown) => e instanceof AppError && e.message === CERTIFICATE_MSG.fontMissing,
    );
  });

  it('parses the font once and renders a PDF', async () => {
    assert.equal(certificateFont(), certificateFont());
    const pdf = await renderCertificatePdf({ layout: defaultCertificateLayout() }, facts, 'http://x/certificate/verify/AbCdEfGh12345678');
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  });

  /** Each line of the PDF as pdftotext -bbox places it: its text, the centre of its box and its top, in points. */
  const placedLines = (pdf: Buffer) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cert-pdf-'));
    try {
      writeFileSync(path.join(dir, 'c.pdf'), pdf);
      const html = execFileSync('pdftotext', ['-bbox', path.join(dir, 'c.pdf'), '-'], { encoding: 'utf8' });
      return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
        text: m[4]!,
        x: (Number(m[1]) + Number(m[3])) / 2,
        y: Number(m[2]),
      }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  /** Every text line printed where the layout (and so the editor's preview) puts it: centred on x, its top at y. */
  const assertPlaced = (pdf: Buffer, layout: CertificateLayout, printed: Parameters<typeof certificateLines>[0] = facts) => {
    const placed = placedLines(pdf);
    const lines = certificateLines(printed);
    for (const field of CERTIFICATE_TEXT_FIELDS) {
      const word = placed.find((w) => w.text === lines[field].replace(/\s+/g, ''));
      assert.ok(word, `${field} «${lines[field]}» in ${JSON.stringify(placed)}`);
      assert.ok(Math.abs(word.x - layout.fields[field].x) < 1 && Math.abs(word.y - layout.fields[field].y) < 1, `${field} at ${JSON.stringify(word)}, layout ${JSON.stringify(layout.fields[field])}`);
    }
  };

  it('prints the title (the kind) and the competition name where the layout puts them, as every other line', async () => {
    const layout = defaultCertificateLayout();
    const pdf = await renderCertificatePdf({ layout }, facts, 'http://x/certificate/verify/AbCdEfGh12345678');
    const texts = placedLines(pdf).map((w) => w.text);
    assert.ok(texts.includes('获奖证书') && texts.includes('2026杭州市田径运动会'), texts.join(' '));
    assertPlaced(pdf, layout);
  });

  it('prints both on a template saved before they existed (A5 portrait), at their default positions', async () => {
    const { title: _t, competition: _c, ...saved } = defaultCertificateLayout().fields;
    const a5 = Object.fromEntries(Object.entries(saved).map(([k, p]) => [k, { x: Math.round(p.x / 2), y: Math.round(p.y), size: Math.round(p.size / 2) }]));
    const layout = certificateLayoutWithDefaults({ page_size: 'A5', orientation: 'portrait', fields: a5 });
    const finisher = { ...facts, kind: 'finisher' as const };
    const pdf = await renderCertificatePdf({ layout }, finisher, 'http://x/certificate/verify/AbCdEfGh12345678');
    const texts = placedLines(pdf).map((w) => w.text);
    assert.ok(texts.includes('完赛证书') && texts.includes('2026杭州市田径运动会'), texts.join(' '));
    assert.deepEqual(layout.fields.title, { x: 210, y: 60, size: 20 });
    assertPlaced(pdf, layout, finisher);
  });
});
