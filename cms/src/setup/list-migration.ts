// Lists of texts were JSON fields before they became repeatable list components (one `value` per entry):
// a CMS database from before keeps its lists. Before Strapi syncs the schema, which drops the old JSON
// columns, their values are kept aside in the core store; after the sync each becomes list entries of the
// same row (draft and published alike, their timestamps untouched, so no entry changes status).
import type { Core, UID } from '@strapi/strapi';

const STASH = { type: 'core', name: 'content-migration', key: 'lists' } as const;
interface Stashed {
  owner: string;
  id: number;
  field: string;
  values: unknown[];
}
interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName: string;
  on?: { field: string };
  morphColumn?: { typeColumn: { name: string } };
}
type Meta = {
  tableName: string;
  attributes: Record<string, { type: string; target?: string; joinTable?: JoinTable }>;
};

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Every list field (a repeatable component whose only field is `value`) of the site's types and components. */
const listFields = (strapi: Core.Strapi) => {
  const isList = (attribute: { type: string; repeatable?: boolean; component?: string }) =>
    attribute.type === 'component' &&
    attribute.repeatable === true &&
    Object.keys(strapi.components[attribute.component as UID.Component]?.attributes ?? {}).join() === 'value';
  const owners = [
    ...Object.values(strapi.contentTypes).filter((type) => type.uid.startsWith('api::')),
    ...Object.values(strapi.components),
  ];
  return owners.flatMap((owner) =>
    Object.entries(owner.attributes)
      .filter(([, attribute]) => isList(attribute as never))
      .map(([field]) => ({ owner: owner.uid as string, field })),
  );
};

/** Registers the step that keeps old JSON lists aside before the schema sync (call in register()). */
export const keepListsBeforeSync = (strapi: Core.Strapi) => {
  strapi.hook('strapi::content-types.beforeSync').register(async () => {
    // knex's schema builder runs once: a fresh one for each question.
    const schema = () => strapi.db.getSchemaConnection();
    const stashed: Stashed[] = [];
    for (const { owner, field } of listFields(strapi)) {
      const { tableName } = strapi.db.metadata.get(owner) as unknown as Meta;
      const column = snake(field);
      if (!(await schema().hasTable(tableName)) || !(await schema().hasColumn(tableName, column))) continue;
      const rows = await strapi.db.connection(tableName).select('id', column).whereNotNull(column);
      for (const row of rows as Record<string, unknown>[]) {
        const raw = row[column];
        const values = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
        if (Array.isArray(values) && values.length > 0) {
          stashed.push({ owner, id: row.id as number, field, values });
        }
      }
    }
    if (stashed.length === 0) return;
    const earlier = ((await strapi.store.get(STASH)) as Stashed[] | null) ?? [];
    await strapi.store.set({ ...STASH, value: [...earlier, ...stashed] });
    strapi.log.info(`[migration] ${stashed.length} lists kept aside to become editable lists`);
  });
};

/** Turns the lists kept aside into list entries of their rows (call in bootstrap, before anything else). */
export const restoreLists = async (strapi: Core.Strapi) => {
  const stashed = (await strapi.store.get(STASH)) as Stashed[] | null;
  if (!stashed?.length) return;
  await strapi.db.transaction(async ({ trx }) => {
    for (const { owner, id, field, values } of stashed) {
      const attribute = (strapi.db.metadata.get(owner) as unknown as Meta).attributes[field];
      const join = attribute?.joinTable;
      if (!attribute?.target || !join) continue;
      const { tableName } = strapi.db.metadata.get(attribute.target) as unknown as Meta;
      for (const [index, value] of values.entries()) {
        const [inserted] = await trx(tableName).insert({ value }, ['id']);
        const cmpId = typeof inserted === 'object' ? (inserted as { id: number }).id : inserted;
        await trx(join.name).insert({
          [join.joinColumn.name]: id,
          [join.inverseJoinColumn.name]: cmpId,
          [join.morphColumn?.typeColumn.name ?? 'component_type']: attribute.target,
          field,
          [join.orderColumnName]: index + 1,
        });
      }
    }
  });
  await strapi.store.delete(STASH);
  strapi.log.info(`[migration] ${stashed.length} lists are now editable lists`);
};
