// Enrolling a second factor (TOTP): status, a waiting secret with its key and QR code, and confirmation with
// a first code, which answers the ten recovery codes once (docs/product.md).
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../http/audit';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { recordAudit } from '../audit';
import {
  acceptedStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  type SecondFactorCrypto,
} from './second-factor';
import { usersRepository, type UserRow } from './repository';

const adminTarget = (user: UserRow) => ({ type: 'account', id: user.id, label: user.email });

export function secondFactorEnrolment(deps: {
  db: Db;
  sealer: SecondFactorCrypto;
  mustEnrol: (user: UserRow) => boolean;
}) {
  const { db, sealer, mustEnrol } = deps;
  const repo = usersRepository(db);
  return {
    /** Whether the account has a second factor, how many recovery codes are left, and whether it must. */
    async secondFactorStatus(userId: string) {
      const user = await repo.findById(userId);
      if (!user) throw unauthorized('auth.invalidToken');
      return {
        enabled: user.totpEnabledAt !== null,
        recoveryCodesLeft: user.totpEnabledAt ? await repo.recoveryCodesLeft(user.id) : 0,
        required: mustEnrol(user),
      };
    },

    /** Starts enrolment: a new secret waits (encrypted) for its first code; its key and QR are answered. */
    async setupSecondFactor(userId: string) {
      const user = await repo.findById(userId);
      if (!user) throw unauthorized('auth.invalidToken');
      if (user.totpEnabledAt) throw conflict('auth.secondFactorAlreadyOn');
      const secret = await newTotpSecret(user.email);
      await repo.setPendingSecret(user.id, sealer.encrypt(secret.key));
      return secret;
    },

    /**
     * Confirms enrolment with a code of the waiting secret: the second factor is on from now, and the ten
     * recovery codes are answered this once (only their hashes are kept). An admin's is in the audit trail.
     */
    async enableSecondFactor(actor: SignedInActor, code: string) {
      const user = await repo.findById(actor.id);
      if (!user) throw unauthorized('auth.invalidToken');
      if (user.totpEnabledAt) throw conflict('auth.secondFactorAlreadyOn');
      if (!user.totpPendingSecret) throw badRequest('auth.secondFactorNotStarted');
      const step = await acceptedStep(sealer.decrypt(user.totpPendingSecret), code, null);
      if (step === undefined) throw badRequest('auth.secondFactorInvalid');
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const users = usersRepository(tx);
        const enabled = await users.enableSecondFactor(
          user.id,
          user.totpPendingSecret!,
          step,
          codes.map(hashRecoveryCode),
        );
        if (!enabled) throw conflict('auth.secondFactorAlreadyOn');
        if (user.isAdmin) {
          await recordAudit(tx, actor, {
            action: 'mfa.enrol',
            target: adminTarget(user),
            details: { before: { secondFactor: false }, after: { secondFactor: true } },
          });
        }
      });
      return { recoveryCodes: codes };
    },
  };
}
