import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CERTIFICATE_MSG, defaultCertificateLayout } from 'shared/rules';
import { AppError } from '../errors.js';
import { certificateFont, renderCertificatePdf } from './certificate-pdf.js';

const facts = { code: 'AbCdEfGh12345678', holder_name: '张三', item_name: '男子100米', result: '12.34', place: 1, award: '冠军', issuer_name: '杭州市田径协会', issue_date: '2026-11-29' };

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
});
