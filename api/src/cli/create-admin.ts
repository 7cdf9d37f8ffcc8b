// npm run create-admin -- --email a@b.c --password '…' --name 'Ada Admin'
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { DatabaseLockedError, openDatabase } from '../db/client';
import { ensureAdminAccount } from '../modules/users';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const args = z
  .object({
    email: z.email({ error: 'Give a valid --email.' }),
    password: z
      .string({ error: 'Give --password.' })
      .min(8, { error: 'The password needs at least 8 characters.' }),
    name: z.string().trim().min(1).default('Administrator'),
  })
  .safeParse(values);
if (!args.success) {
  console.error(args.error.issues.map((i) => i.message).join('\n'));
  console.error(
    "Usage: npm run create-admin -- --email admin@example.com --password 'at least 8' --name 'Ada Admin'",
  );
  process.exit(2);
}
const config = loadConfig();
try {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const result = await ensureAdminAccount(database.db, args.data);
  await database.close();
  console.log(`Admin ${args.data.email} ${result}.`);
} catch (err) {
  if (err instanceof DatabaseLockedError) {
    console.error(`${err.message}\n(Stop the running server first, or run this against PostgreSQL.)`);
    process.exit(3);
  }
  throw err;
}
