// Test inputs: real (minimal) PDFs of any size, non-PDF bytes, and multipart forms as a browser sends them.
import { sampleApplicant } from '@crestline/contracts/testing';

/** A valid one-page PDF, padded with a comment block to about `size` bytes when given. */
export function pdfBytes(size = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  ].join('\n');
  const pad = Math.max(0, size - body.length - 80);
  const padding = pad ? `\n%${'x'.repeat(pad)}` : '';
  return Buffer.from(`${body}${padding}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** The one sample application of every workspace's tests (contracts/src/testing.ts). */
export const validApplicant = sampleApplicant;

export function applicationForm(
  jobId: string,
  fields: Record<string, string> = {},
  resume: { bytes: Buffer; name?: string; type?: string } | null = { bytes: pdfBytes() },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...validApplicant, jobId, ...fields })) form.append(k, v);
  if (resume) {
    form.append(
      'resume',
      new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? 'application/pdf' }),
      resume.name ?? 'resume.pdf',
    );
  }
  return form;
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A response body as loose JSON, for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const body = async (res: Response): Promise<any> => res.json();
