// Where uploaded PDFs live: on disk under DATA_DIR/files (outside any served folder) under generated
// names. The interface is what an S3-compatible store would implement; see README for its status.
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

export function diskFileStore(root: string): FileStore {
  const locate = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid file key ${key}`);
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
