// The same behaviour from both file stores — on disk, and in an S3-compatible bucket (a local s3rver) —
// and, end to end, an application's PDF stored in the bucket and read back through its signed link.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { applicationForm, pdfBytes } from '../../test/fixtures';
import { createJob } from '../../test/helpers';
import { s3FileStore } from './s3-store';
import { diskFileStore, withStoredFile, type FileStore } from './store';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'file-stores-'));
let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3') });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(tmp, { recursive: true, force: true });
});

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const stores: [string, () => Promise<FileStore>][] = [
  ['disk', async () => diskFileStore(path.join(tmp, 'disk'))],
  [
    's3',
    async () => {
      const store = s3FileStore({
        bucket: `files-${Date.now()}`,
        region: 'us-east-1',
        endpoint,
        ...credentials,
      });
      await store.ensureBucket();
      await store.ensureBucket(); // a second start finds the bucket there
      return store;
    },
  ],
];

describe.each(stores)('the %s file store', (_name, make) => {
  let files: FileStore;
  beforeAll(async () => {
    files = await make();
  });

  it('keeps bytes under a generated key and gives them back unchanged', async () => {
    const bytes = pdfBytes(50_000);
    const key = await files.put('resumes', bytes);
    expect(key).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    expect((await files.get(key))?.equals(bytes)).toBe(true);
    const other = await files.put('resumes', bytes);
    expect(other).not.toBe(key);
  });

  it('answers nothing for a key it does not hold, and forgets removed files', async () => {
    expect(await files.get('resumes/00000000-0000-4000-8000-000000000000.pdf')).toBeUndefined();
    const key = await files.put('franchise', pdfBytes());
    await files.remove(key);
    expect(await files.get(key)).toBeUndefined();
    await files.remove(key); // removing twice is harmless
  });

  it('refuses keys that are not its own shape (no path tricks)', async () => {
    for (const key of ['../secrets.json', 'resumes/../../x.pdf', 'resumes/abc.pdf', '/etc/passwd']) {
      await expect(files.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(files.remove(key)).rejects.toThrow(/Invalid file key/);
    }
  });

  it('removes the file again when the record naming it cannot be written', async () => {
    let stored = '';
    await expect(
      withStoredFile(files, 'resumes', pdfBytes(), async (key) => {
        stored = key;
        throw new Error('the database said no');
      }),
    ).rejects.toThrow('the database said no');
    expect(await files.get(stored)).toBeUndefined();
  });
});

describe('an application with FILE_STORE=s3', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      FILE_STORE: 's3',
      S3_BUCKET: 'applications',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
  });
  afterAll(() => h.close());

  it('stores the resume in the bucket and serves it through the signed link', async () => {
    const job = await createJob(h);
    const resume = pdfBytes(20_000);
    const res = await fetch(`${h.url}/api/v1/applicants`, {
      method: 'POST',
      body: applicationForm(job.id, {}, { bytes: resume }),
    });
    expect(res.status).toBe(201);
    const { applicant } = (await res.json()) as {
      applicant: { resumeLink: string; resumeDownloadLink: string };
    };
    const view = await fetch(applicant.resumeLink);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await view.arrayBuffer()).equals(resume)).toBe(true);
    // Nothing was written to the disk store.
    const disk = diskFileStore(path.join(h.dataDir, 'files'));
    const id = applicant.resumeLink.split('/')[5];
    expect(await disk.get(`resumes/${id}.pdf`)).toBeUndefined();
  });
});
