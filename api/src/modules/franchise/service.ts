// Franchise applications: name, email, an optional message and the signed contract as a PDF. The
// file is stored (not only kept in the browser), its text is read in the background (contract-text.ts),
// the sender is told by mail, and admins work through the applications in their inbox with a signed link
// to each contract.
import { randomUUID } from 'node:crypto';
import type { FranchiseApplication } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { FILE_KINDS } from '../../files/kinds';
import { requirePdf } from '../../files/pdf';
import type { Signer } from '../../files/signed-links';
import { withStoredFile, type FileStore } from '../../files/store';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
import { queueLeadAlert, type LeadIntake } from '../leads';
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
    locale: row.locale === 'tr' ? ('tr' as const) : ('en' as const),
    source: row.source,
    isSpam: row.isSpam,
  });

  return {
    inbox: inboxService(franchiseRepository(db), toJson, 'franchise.notFound', {
      db,
      record: recordAudit,
      kind: 'franchise',
      targetType: 'franchiseApplication',
    }),

    /**
     * Stores the contract, the application, its text job, the confirmation mail and the sales alert's
     * job together, or none. Spam is stored aside with its contract, without mail or alert.
     */
    async apply(body: FranchiseApplication, contract: Buffer | undefined, lead: LeadIntake): Promise<void> {
      const pdf = await requirePdf(contract, {
        missing: 'franchise.fileRequired',
        notPdf: 'franchise.pdfOnly',
      });
      await withStoredFile(files, FILE_KINDS.contract.folder, pdf, (key) =>
        db.transaction(async (tx) => {
          const id = randomUUID();
          const values = { id, locale: lead.locale, source: lead.source, isSpam: lead.isSpam };
          const ack = lead.isSpam
            ? undefined
            : await enqueueMail(tx, {
                to: body.email,
                template: 'franchiseReceived',
                locale: lead.locale,
                params: { name: body.name, message: body.message },
              });
          await franchiseRepository(tx).insert(body, key, { ...values, ...(ack && { ackMailId: ack.id }) });
          await queueContractText(tx, id);
          if (!lead.isSpam) await queueLeadAlert(tx, 'franchise', id);
        }),
      );
    },
  };
}

export type FranchiseService = ReturnType<typeof franchiseService>;
