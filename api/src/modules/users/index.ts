// The users module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring assembles the module on the auth it makes with accountAuth; the server entry and the
// command line make the first admin account; payments reads the buyer's account and keeps their
// provider customer on it; privacy exports and erases a person's account.
import type { paymentAccounts } from './repository';

export { usersModule } from './module';
export { accountAuth } from './sessions';
export { ensureAdminAccount } from './first-admin';
export { accountsPersonalData, paymentAccounts, type PaymentAccount } from './repository';
export type PaymentAccounts = ReturnType<typeof paymentAccounts>;
