// Stored PDFs reached through their signed links (files/signed-links.ts): the link names the kind of
// file, its id and how to open it, and holds an expiry and a signature.
import type { Disposition, Signer } from '../../files/signed-links';
import { FILE_KINDS, fileKey, kindOfSegment } from '../../files/kinds';
import type { FileStore } from '../../files/store';
import { HttpError, notFound } from '../../http/errors';
import { isUuid } from '../../lib/ids';

export interface SignedFileRequest {
  segment: string;
  id: string;
  disposition: string;
  exp?: unknown;
  sig?: unknown;
}

export function filesService(deps: { files: FileStore; signer: Signer }) {
  return {
    /** The file's bytes and the name a download gets; 404 for no such file, 403 for a bad or old link. */
    async open({ segment, id, disposition, exp, sig }: SignedFileRequest) {
      const kind = kindOfSegment(segment);
      if (!kind || !isUuid(id) || (disposition !== 'view' && disposition !== 'download')) {
        throw notFound('files.notFound');
      }
      if (!deps.signer.verify(kind, id, disposition as Disposition, exp, sig)) {
        throw new HttpError(403, 'INVALID_SIGNATURE', 'files.linkInvalid');
      }
      const bytes = await deps.files.get(fileKey(kind, id));
      if (!bytes) throw notFound('files.notFound');
      return { bytes, fileName: FILE_KINDS[kind].downloadName };
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
