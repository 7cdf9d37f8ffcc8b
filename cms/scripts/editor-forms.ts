// The Content Manager's forms, generated beside the content types into src/content/editor-forms.json and
// applied by the CMS on every start (src/setup/editor-forms.ts): each field's label, help and whether it
// may be edited, technical fields last and read-only, the field that names an entry in lists, and the
// columns of the collections' list views.
import { pageOfType } from '../src/content/pages';
import { helpFor } from './field-help';
import { components, componentPaths, type Attribute } from './zod-to-strapi';

export interface FieldForm {
  label: string;
  description: string;
  editable: boolean;
}
export interface EditorForm {
  /** The field whose value names an entry (list views, recent entries, a list's collapsed entries). */
  mainField?: string;
  /** The list view's order, when not by mainField. */
  sortBy?: string;
  /** Columns of a collection's list view. */
  listColumns?: string[];
  fields: Record<string, FieldForm>;
  /** Field order of the edit view: content first, technical fields last. */
  order: string[];
}

const isList = (attribute: Attribute) =>
  attribute.type === 'component' &&
  attribute.repeatable === true &&
  Object.keys(components.get(attribute.component as string)?.attributes ?? {}).join() === 'value';

const pageName = (typeName: string | undefined) =>
  (typeName && pageOfType[typeName]?.name) ?? 'the pages that use it';

function formFor(path: string[], attributes: Record<string, Attribute>, page: string): EditorForm {
  const fields: Record<string, FieldForm> = {};
  const content: string[] = [];
  const technical: string[] = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    const help = helpFor([...path, name], isList(attribute) ? 'list' : attribute.type, page);
    fields[name] = { label: help.label, description: help.description, editable: !help.technical };
    (help.technical ? technical : content).push(name);
  }
  return { fields, order: [...content, ...technical] };
}

const listViews: Record<string, { mainField: string; sortBy?: string; listColumns: string[] }> = {
  role: { mainField: 'name', listColumns: ['name', 'category', 'slug'] },
  plan: { mainField: 'name', sortBy: 'order', listColumns: ['name', 'order', 'key'] },
};

/** The field that names a component's entry in a list (collapsed entries): its first text of these. */
const NAMING_FIELDS = ['value', 'title', 'heading', 'label', 'lead', 'name', 'key', 'number'];
const namingField = (attributes: Record<string, Attribute>) =>
  NAMING_FIELDS.find((name) =>
    ['string', 'text', 'enumeration', 'integer'].includes(attributes[name]?.type ?? ''),
  );

/** The forms of every content type (by uid) and component. */
export function editorForms(
  types: { name: string; uid: string; kind: string; attributes: Record<string, Attribute> }[],
) {
  const contentTypes: Record<string, EditorForm> = {};
  for (const type of types) {
    contentTypes[type.uid] = {
      ...(listViews[type.name] ?? { mainField: 'pageName' }),
      ...formFor([type.name], type.attributes, pageName(type.name)),
    };
  }
  const componentForms: Record<string, EditorForm> = {};
  for (const [uid, file] of [...components].sort(([a], [b]) => a.localeCompare(b))) {
    const path = componentPaths.get(uid) ?? [uid];
    const mainField = namingField(file.attributes);
    componentForms[uid] = {
      ...(mainField ? { mainField } : {}),
      ...formFor(path, file.attributes, pageName(path[0])),
    };
  }
  return { contentTypes, components: componentForms };
}
