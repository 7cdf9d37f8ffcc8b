// Everything held about one email address, asked of the module that holds each kind of record through
// its face (none of these tables is privacy's): for export, erasure and the counts the screen shows.
// Addresses are compared case-insensitively, as they are typed in forms.
import type { DbOrTx } from '../../db/client';
import { eraseReplaysHolding } from '../../http/replays-repository';
import { applicantsPersonalData } from '../applicants';
import { consentRecords } from '../consents';
import { franchiseRecords } from '../franchise';
import { inquiryRecords } from '../inquiries';
import { jobAlertsPersonalData } from '../job-alerts';
import { mailPersonalData } from '../mail';
import { messageRecords } from '../messages';
import { paymentsPersonalData } from '../payments';
import { accountsPersonalData } from '../users';

export async function heldAbout(db: DbOrTx, email: string) {
  const account = await accountsPersonalData(db).find(email);
  return {
    account,
    applications: await applicantsPersonalData(db).find(email),
    /** The mails sent about those applications (their status histories' mail entries). */
    applicationMails: await applicantsPersonalData(db).mails(email),
    messages: await messageRecords(db).heldBy(email),
    inquiries: await inquiryRecords(db).heldBy(email),
    franchiseApplications: await franchiseRecords(db).heldBy(email),
    mail: await mailPersonalData(db).find(email),
    consents: await consentRecords(db).heldBy(email),
    jobAlerts: await jobAlertsPersonalData(db).heldBy(email),
    // Payments and subscriptions of the account, or bought under this address.
    ...(await paymentsPersonalData(db).find({ userIds: account ? [account.id] : [], email })),
  };
}

/**
 * Deletes every record held about the address (within the caller's transaction); answers how many of
 * each went. The stored files they named are the caller's to remove, once the transaction commits.
 */
export async function eraseHeldAbout(db: DbOrTx, email: string) {
  const account = await accountsPersonalData(db).find(email);
  // Payment records are kept, as the law requires, without the person's name, address and email.
  const anonymised = await paymentsPersonalData(db).erase({ userIds: account ? [account.id] : [], email });
  const counts = {
    paymentsAnonymised: anonymised.payments,
    subscriptionsAnonymised: anonymised.subscriptions,
    applications: await applicantsPersonalData(db).erase(email),
    messages: (await messageRecords(db).eraseHeldBy(email)).length,
    inquiries: (await inquiryRecords(db).eraseHeldBy(email)).length,
    franchiseApplications: (await franchiseRecords(db).eraseHeldBy(email)).length,
    mail: await mailPersonalData(db).erase(email),
    consents: await consentRecords(db).erase(email),
    jobAlerts: await jobAlertsPersonalData(db).erase(email),
    // Reset tokens and sessions go with the account (on delete cascade).
    account: await accountsPersonalData(db).erase(email),
  };
  // Not counted: copies of a form's answer kept ten minutes for the front door's retries.
  await eraseReplaysHolding(db, email);
  return counts;
}
