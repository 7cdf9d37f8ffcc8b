// Applies src/content/editor-forms.json (written by scripts/generate-content-types.ts) to the Content
// Manager on every start: labels, one-line help, read-only technical fields last, the field that names an
// entry in lists and the list columns. Field sizes in the edit view are kept as Strapi chose them.
import type { Core, UID } from '@strapi/strapi';
import forms from '../content/editor-forms.json';

interface FieldForm {
  label: string;
  description: string;
  editable: boolean;
}
interface EditorForm {
  mainField?: string;
  sortBy?: string;
  listColumns?: string[];
  fields: Record<string, FieldForm>;
  order: string[];
}
interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
}
interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
}

/** The edit rows in the form's field order, each field keeping its size, at most 12 wide a row. */
const editRows = (current: Configuration['layouts']['edit'], order: string[]) => {
  const sizes = new Map(current.flat().map((field) => [field.name, field.size]));
  const rows: { name: string; size: number }[][] = [];
  for (const name of order.filter((field) => sizes.has(field))) {
    const size = sizes.get(name)!;
    const last = rows[rows.length - 1];
    if (last && last.reduce((sum, field) => sum + field.size, 0) + size <= 12) last.push({ name, size });
    else rows.push([{ name, size }]);
  }
  return rows;
};

const configured = (current: Configuration, form: EditorForm): Configuration => {
  const metadatas = { ...current.metadatas };
  for (const [name, field] of Object.entries(form.fields)) {
    const existing = metadatas[name];
    if (!existing) continue;
    metadatas[name] = {
      edit: {
        ...existing.edit,
        label: field.label,
        description: field.description,
        editable: field.editable,
      },
      list: { ...existing.list, label: field.label },
    };
  }
  return {
    settings: {
      ...current.settings,
      ...(form.mainField ? { mainField: form.mainField, defaultSortBy: form.sortBy ?? form.mainField } : {}),
    },
    metadatas,
    layouts: {
      list: form.listColumns ?? current.layouts.list,
      edit: editRows(current.layouts.edit, form.order),
    },
  };
};

export const applyEditorForms = async (strapi: Core.Strapi) => {
  const contentManager = strapi.plugin('content-manager');
  const groups: [ConfigurationService, Record<string, EditorForm>, (uid: string) => { uid: string }][] = [
    [
      contentManager.service('content-types') as ConfigurationService,
      forms.contentTypes as Record<string, EditorForm>,
      (uid) => strapi.contentType(uid as UID.ContentType),
    ],
    [
      contentManager.service('components') as ConfigurationService,
      forms.components as Record<string, EditorForm>,
      (uid) => strapi.components[uid as UID.Component],
    ],
  ];
  for (const [service, byUid, model] of groups) {
    for (const [uid, form] of Object.entries(byUid)) {
      if (!model(uid)) continue;
      const current = await service.findConfiguration(model(uid));
      await service.updateConfiguration(model(uid), configured(current, form));
    }
  }
};
