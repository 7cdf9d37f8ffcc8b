// The kinds of PDF the API stores: the folder of their files in the store, the path segment of their
// signed links, and the name a download gets. A stored file's key is `{folder}/{id}.pdf`.
import { RESUME_DOWNLOAD_FILE_NAME } from '@crestline/contracts';

export const FILE_KINDS = {
  // `d` keeps a resume link shaped like a file host's (…/d/{id}/view), which the admin screens read.
  resume: { folder: 'resumes', segment: 'd', downloadName: RESUME_DOWNLOAD_FILE_NAME },
  contract: { folder: 'franchise', segment: 'c', downloadName: 'contract.pdf' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

export const fileKey = (kind: FileKind, id: string) => `${FILE_KINDS[kind].folder}/${id}.pdf`;

/** The id part of a stored file's key. */
export const fileIdOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, -'.pdf'.length);

export const kindOfSegment = (segment: string): FileKind | undefined =>
  (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].segment === segment);
