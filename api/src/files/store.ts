// Where uploaded PDFs live: on disk under DATA_DIR/files (outside any served folder) under generated
// names, or in an S3-compatible bucket (s3-store.ts) when FILE_STORE=s3; both implement FileStore.
// Which folders exist is said in kinds.ts.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStore {
  /** Stores the bytes under a new generated key and returns the key. */
  put(folder: string, bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z-]+\/[0-9a-f-]{36}\.pdf$/;

/** Keys are always ours (folder/uuid.pdf): anything else is refused before touching storage. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid file key ${key}`);
}

export function diskFileStore(root: string): FileStore {
  const locate = (key: string) => {
    assertFileKey(key);
    return path.join(root, key);
  };
  return {
    async put(folder, bytes) {
      const key = `${folder}/${randomUUID()}.pdf`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(locate(key), bytes, { flag: 'wx' });
      return key;
    },
    async get(key) {
      try {
        return await readFile(locate(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
  };
}

/**
 * Stores the bytes in `folder`, then runs `write` with the new key (to save the record naming it). When
 * `write` fails the file is removed again, so no file is ever left without its record.
 */
export async function withStoredFile<T>(
  files: FileStore,
  folder: string,
  bytes: Buffer,
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = await files.put(folder, bytes);
  try {
    return await write(key);
  } catch (err) {
    await files.remove(key);
    throw err;
  }
}
