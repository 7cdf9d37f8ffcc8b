// Record ids are UUIDs (the `_id` of every JSON record). A malformed id can name no record, so
// repositories answer "not found" for it without asking the database.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string) => UUID.test(id);
