// The file store the configuration names (FILE_STORE): disk by default, an S3-compatible bucket in
// production (docker-compose runs MinIO).
import type { Config } from '../config';
import { s3FileStore } from './s3-store';
import { diskFileStore, type FileStore } from './store';

export interface ConfiguredStore {
  files: FileStore;
  /** Makes sure the bucket exists (S3); nothing to do on disk. */
  prepare(): Promise<void>;
  close(): void;
}

export function configuredFileStore(config: Pick<Config, 'files'>): ConfiguredStore {
  const c = config.files;
  if (c.kind === 'disk')
    return { files: diskFileStore(c.dir), prepare: async () => undefined, close: () => undefined };
  const store = s3FileStore(c);
  return { files: store, prepare: () => store.ensureBucket(), close: () => store.close() };
}
