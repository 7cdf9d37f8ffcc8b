// Publishing, unpublishing or deleting any entry calls the site's rebuild endpoint (SITE_REBUILD_URL,
// with the shared secret in x-rebuild-secret). It is a regular Strapi webhook, kept up to date with
// the environment on every start; the API debounces the calls (one per locale and entry) into builds.
import type { Core } from '@strapi/strapi';
import { rebuildSecret } from '../runtime/secrets';

export const REBUILD_WEBHOOK_NAME = 'Site rebuild';
const EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete'];

interface Webhook {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}
interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook>;
}
interface WebhookRunner {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
}

export const rebuildUrl = () =>
  process.env.SITE_REBUILD_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api/v1/internal/rebuild`;

export const ensureRebuildWebhook = async (strapi: Core.Strapi) => {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const wanted = { url: rebuildUrl(), headers: { 'x-rebuild-secret': rebuildSecret() }, events: EVENTS };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === REBUILD_WEBHOOK_NAME);
  if (!existing) {
    runner.add(await store.createWebhook({ name: REBUILD_WEBHOOK_NAME, ...wanted, isEnabled: true }));
    return;
  }
  const same =
    existing.url === wanted.url &&
    existing.headers?.['x-rebuild-secret'] === wanted.headers['x-rebuild-secret'] &&
    EVENTS.every((event) => existing.events.includes(event));
  // An administrator may switch it off in Settings → Webhooks; that choice is kept.
  if (!same) runner.update(await store.updateWebhook(existing.id, { ...existing, ...wanted }));
};
