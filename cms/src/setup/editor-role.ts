// Strapi's built-in Editor admin role may create, read, update, delete and publish every content
// type of the site in both locales (and use the media library, as Strapi gives it by default), but
// has no settings, roles, users or webhooks permissions. Its permissions on these types are
// completed on every start, so types and fields added later are editable too.
import type { Core } from '@strapi/strapi';
import { contentTypes, uidOf } from '../content/registry';
import { LOCALES } from './locales';

export const EDITOR_ROLE_CODE = 'strapi-editor';
const ACTIONS = ['create', 'read', 'update', 'delete', 'publish'].map(
  (action) => `plugin::content-manager.explorer.${action}`,
);

interface Permission {
  id?: number;
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] | null };
}

const covers = (existing: Permission, wanted: Permission) => {
  const has = (list: string[] | null | undefined, items: string[] | null | undefined) =>
    list === null || (items ?? []).every((item) => (list ?? []).includes(item));
  return (
    has(existing.properties?.fields, wanted.properties?.fields) &&
    has(existing.properties?.locales, wanted.properties?.locales)
  );
};

export const ensureEditorRole = async (strapi: Core.Strapi) => {
  const roleService = strapi.service('admin::role');
  const permissionService = strapi.service('admin::permission');
  const role = await roleService.findOne({ code: EDITOR_ROLE_CODE });
  if (!role) {
    strapi.log.warn('The Editor admin role does not exist; editors cannot be created');
    return;
  }
  const subjects = contentTypes.map(uidOf) as string[];
  const actions = ACTIONS.map((id) => permissionService.actionProvider.get(id)).filter(Boolean);
  const locales = LOCALES.map((locale) => locale.code);
  const wanted: Permission[] = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(
      actions.map((action: { subjects: string[] }) => ({
        ...action,
        subjects: action.subjects.filter((subject) => subjects.includes(subject)),
      })),
    )
    .map((permission: Permission) => ({
      ...permission,
      properties: { ...permission.properties, locales },
    }));

  const existing: Permission[] = await permissionService.findMany({
    where: { role: { id: role.id }, subject: { $in: subjects } },
  });
  const stale: number[] = [];
  const missing: Permission[] = [];
  for (const permission of wanted) {
    const current = existing.find((p) => p.action === permission.action && p.subject === permission.subject);
    if (current && covers(current, permission)) continue;
    if (current?.id) stale.push(current.id);
    missing.push(permission);
  }
  if (stale.length > 0) await permissionService.deleteByIds(stale);
  if (missing.length > 0) await roleService.addPermissions(role.id, missing);
};
