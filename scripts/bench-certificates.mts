/**
 * Certificate PDFs per second (证书, target ≥ 20): the server's renderer (server/src/services/certificate-pdf.ts) with
 * the default A4 landscape layout, a 1600×1131 JPEG background, a PNG seal, the CJK font and the QR code, on one core.
 * A measurement for `pnpm bench`, not a test; run alone with `npx tsx scripts/bench-certificates.mts`: prints one
 * JSON line.
 */
import sharp from 'sharp';
import { defaultCertificateLayout } from '../shared/src/rules/index.ts';
import { renderCertificatePdf } from '../server/src/services/certificate-pdf.ts';

const COUNT = 100;
const background = await sharp({ create: { width: 1600, height: 1131, channels: 3, background: { r: 250, g: 240, b: 215 } } }).jpeg({ quality: 85 }).toBuffer();
const seal = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.8 } } }).png().toBuffer();
const art = { layout: defaultCertificateLayout(), background, seal };
const facts = (i: number) => ({
  code: `Bench${String(i).padStart(11, '0')}`,
  kind: 'award' as const,
  competition_name: '2026杭州国际半程马拉松',
  holder_name: ['张三', '李四', '王五', '欧阳娜娜'][i % 4]!,
  item_name: '男子半程马拉松',
  result: `01:${String(10 + (i % 50)).padStart(2, '0')}:0${i % 10}`,
  place: (i % 8) + 1,
  award: i % 8 === 0 ? '冠军' : '',
  issuer_name: '杭州市田径协会',
  issue_date: '2026-11-29',
});

await renderCertificatePdf(art, facts(0), 'https://example.org/certificate/verify/warmup'); // font parsed once, JIT warm
let bytes = 0;
const started = performance.now();
for (let i = 0; i < COUNT; i++) bytes += (await renderCertificatePdf(art, facts(i), `https://example.org/certificate/verify/${facts(i).code}`)).length;
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ count: COUNT, pdfsPerSecond: Math.round((COUNT / seconds) * 10) / 10, averageKiB: Math.round(bytes / COUNT / 102.4) / 10, target: 20 }));
