// Creates (or updates) a CMS admin user with Strapi's Editor role: edits and publishes content,
// no settings, roles or webhooks. Usage, from the repository root:
//   npm run cms:editor -- --email editor@example.com --password 'Secret123' [--firstname Ada] [--lastname Lovelace]
// Uses the same DATA_DIR / DATABASE_* settings as the CMS; safe to run while the CMS is running. It refuses
// while the CMS has no administrator yet: the first one is created on purpose, in the panel or with
// `npm run cms:admin`, since the panel offers its sign-up form only while no admin user at all exists.
const path = require('node:path');
const { parseArgs } = require('node:util');

const usage =
  'Usage: npm run cms:editor -- --email <email> --password <password> [--firstname <name>] [--lastname <name>]';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const readOptions = () => {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        firstname: { type: 'string', default: 'Content' },
        lastname: { type: 'string', default: 'Editor' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(`${error.message}\n${usage}`);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const email = (values.email || '').trim().toLowerCase();
  const { password } = values;
  // Strapi's own rules for admin passwords.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`A valid --email is required.\n${usage}`);
  if (!password) fail(`--password is required.\n${usage}`);
  if (password.length < 8 || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    fail(
      'The password needs at least 8 characters with a lowercase letter, an uppercase letter and a number.',
    );
  }
  return { email, password, firstname: values.firstname, lastname: values.lastname };
};

class NoAdministrator extends Error {}

const main = async () => {
  const { email, password, firstname, lastname } = readOptions();
  process.env.CMS_LOG_LEVEL = process.env.CMS_LOG_LEVEL || 'error';
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const appDir = path.resolve(__dirname, '..');
  const context = await compileStrapi({ appDir });
  const strapi = await createStrapi({ ...context, serveAdminPanel: false }).load();
  try {
    const users = strapi.service('admin::user');
    const superAdmin = await strapi.service('admin::role').getSuperAdmin();
    const administrators = superAdmin
      ? await strapi.db.query('admin::user').count({ where: { roles: { id: superAdmin.id } } })
      : 0;
    if (administrators === 0) {
      throw new NoAdministrator(
        'This CMS has no administrator yet, so no editor was created (an editor first would leave the ' +
          'CMS with nobody who can manage it). Create the first administrator, then run this again:\n' +
          `  - open ${strapi.config.get('admin.absoluteUrl')} and fill in the sign-up form, or\n` +
          "  - npm run cms:admin -- --email admin@company.com --password '…' --firstname Ada --lastname Admin",
      );
    }
    const editorRole = await strapi.service('admin::role').findOne({ code: 'strapi-editor' });
    if (!editorRole) throw new Error('The Editor role does not exist in this CMS.');
    const existing = await strapi.db.query('admin::user').findOne({ where: { email }, populate: ['roles'] });
    if (existing) {
      const roles = [...new Set([...existing.roles.map((role) => role.id), editorRole.id])];
      await users.updateById(existing.id, { password, roles, isActive: true });
      console.log(`Updated ${email}: Editor role, new password.`);
    } else {
      await users.create({
        email,
        password,
        firstname,
        lastname,
        isActive: true,
        registrationToken: null,
        roles: [editorRole.id],
      });
      console.log(`Created editor ${email}. Log in at ${strapi.config.get('admin.absoluteUrl')}`);
    }
  } finally {
    await strapi.destroy();
  }
};

main().then(
  () => process.exit(0),
  (error) =>
    fail(error instanceof NoAdministrator ? error.message : `Could not create the editor: ${error.message}`),
);
