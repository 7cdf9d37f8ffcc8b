// A required group of fields (a non-repeatable component such as a plan's hourly prices) cannot be
// removed: Strapi's form offers a "Reset entry" button on every group, and drafts are saved without the
// required checks, so a save that would empty such a group is refused here with what to do instead.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import forms from '../content/editor-forms.json';

type Attributes = Record<string, { type: string; repeatable?: boolean; required?: boolean }>;
const labels = forms.contentTypes as Record<string, { fields: Record<string, { label: string }> }>;

export const keepRequiredGroups = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const { action, contentType } = context as unknown as { action: string; contentType: { uid: string } };
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (['create', 'update', 'publish'].includes(action) && data && contentType.uid.startsWith('api::')) {
      const attributes = strapi.contentType(contentType.uid as never).attributes as Attributes;
      for (const [name, attribute] of Object.entries(attributes)) {
        const group = attribute.type === 'component' && !attribute.repeatable && attribute.required;
        if (group && name in data && data[name] === null) {
          const label = labels[contentType.uid]?.fields[name]?.label ?? name;
          throw new errors.ValidationError(
            `“${label}” is required and cannot be removed: change its values instead.`,
          );
        }
      }
    }
    return next();
  });
};
