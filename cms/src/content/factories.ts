// Core controller of every content type, with one change: a REST request without `populate` gets
// every component and media field at every depth, so a single GET returns a whole page's content
// in the same shape as its seed file. An explicit `populate` is honoured as given.
import { factories } from '@strapi/strapi';
import type { Core, UID } from '@strapi/strapi';

type Attributes = Record<string, { type: string; component?: string }>;
type Populate = Record<string, true | { populate: Populate }>;

const populateOf = (strapi: Core.Strapi, attributes: Attributes): Populate => {
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    if (attribute.type === 'component' && attribute.component) {
      const component = strapi.components[attribute.component as UID.Component];
      const nested = populateOf(strapi, component.attributes as Attributes);
      populate[name] = Object.keys(nested).length > 0 ? { populate: nested } : true;
    }
  }
  return populate;
};

const cache = new Map<string, Populate>();
export const deepPopulate = (strapi: Core.Strapi, uid: UID.ContentType): Populate => {
  if (!cache.has(uid)) cache.set(uid, populateOf(strapi, strapi.contentType(uid).attributes as Attributes));
  return cache.get(uid)!;
};

export const contentController = (uid: UID.ContentType) =>
  factories.createCoreController(uid, ({ strapi }) => ({
    async find(ctx) {
      ctx.query.populate ??= deepPopulate(strapi, uid);
      return super.find(ctx);
    },
    async findOne(ctx) {
      ctx.query.populate ??= deepPopulate(strapi, uid);
      return super.findOne(ctx);
    },
  }));
