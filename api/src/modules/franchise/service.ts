// Franchise applications: name, email, an optional message and the signed contract as a PDF. The
// file is stored (not only kept in the browser), its text is read in the background (contract-text.ts),
// the sender is told by mail, and admins work through the applications in their inbox with a signed link
// to each contract.
import type { FranchiseApplication, Locale } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { FILE_KINDS } from '../../files/kinds';
import { requirePdf } from '../../files/pdf';
import type { Signer } from '../../files/signed-links';
import { withStoredFile, type FileStore } from '../../files/store';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { queueContractText } from './contract-text';
import { franchiseRepository, type FranchiseApplicationRow } from './repository';

export function franchiseService(deps: { db: Db; files: FileStore; signer: Signer }) {
  const { db, files, signer } = deps;
  const toJson = (row: FranchiseApplicationRow) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    isRead: row.isRead,
    comment: row.comment,
    contractLink: signer.link('contract', row.fileKey),
    createdAt: row.createdAt.toISOString(),
  });

  return {
    inbox: inboxService(franchiseRepository(db), toJson, 'franchise.notFound', {
      db,
      record: recordAudit,
      kind: 'franchise',
      targetType: 'franchiseApplication',
    }),

    /** Stores the contract, the application, its text job and the confirmation mail together, or none. */
    async apply(body: FranchiseApplication, contract: Buffer | undefined, locale: Locale): Promise<void> {
      const pdf = await requirePdf(contract, {
        missing: 'franchise.fileRequired',
        notPdf: 'franchise.pdfOnly',
      });
      await withStoredFile(files, FILE_KINDS.contract.folder, pdf, (key) =>
        db.transaction(async (tx) => {
          const row = await franchiseRepository(tx).insert(body, key);
          await queueContractText(tx, row.id);
          await enqueueMail(tx, {
            to: body.email,
            template: 'franchiseReceived',
            locale,
            params: { name: body.name },
          });
        }),
      );
    },
  };
}

export type FranchiseService = ReturnType<typeof franchiseService>;
