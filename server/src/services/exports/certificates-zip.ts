/**
 * The zip of a competition's certificates (下载任务 kind certificates): the PDFs rendered one by one (certificate
 * service `pdfsOf`) and stored uncompressed in a yazl zip (PDF streams are compressed already); `progress` after
 * every certificate.
 */
import yazl from 'yazl';

export async function buildCertificatesZip(
  pdfs: AsyncIterable<{ bytes: Buffer; name: string; done: number; total: number }>,
  progress: (p: number) => Promise<boolean>,
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  let n = 0;
  for await (const pdf of pdfs) {
    n += 1;
    zip.addBuffer(pdf.bytes, pdf.name, { compress: false, mtime: new Date() });
    if (!(await progress((n / Math.max(pdf.total, 1)) * 95))) throw new Error('cancelled');
  }
  zip.end();
  return finished;
}
