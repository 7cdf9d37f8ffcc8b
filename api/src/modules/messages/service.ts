// Contact messages: stored from the public form, worked through by admins in their inbox.
import type { ContactMessageBody } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
import { messagesRepository, type MessageRow } from './repository';

const toJson = ({ id, createdAt, ...rest }: MessageRow) => ({
  _id: id,
  ...rest,
  createdAt: createdAt.toISOString(),
});

export function messagesService(db: Db) {
  const repo = messagesRepository(db);
  return {
    inbox: inboxService(repo, toJson, 'messages.notFound', {
      db,
      record: recordAudit,
      kind: 'message',
      targetType: 'message',
    }),
    create: async (body: ContactMessageBody) => toJson(await repo.insert(body)),
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
