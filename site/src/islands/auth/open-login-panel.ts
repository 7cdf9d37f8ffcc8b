// The part of the login-panel loader that needs React: loaded by mount-login-panel.ts on the first
// "open-login" event, it loads the page language's texts (only that language), then mounts the panel,
// already open, at the end of <body>.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { pickMessages } from '@crestline/contracts/translate';
import type { Locale } from '@crestline/contracts/enums';
import LoginPanel from './LoginPanel';

export const LOGIN_PANEL_AREAS = ['common', 'api', 'auth', 'panel', 'notice'];

export async function openLoginPanel(doc: Document): Promise<void> {
  const lang: Locale = doc.documentElement.lang === 'tr' ? 'tr' : 'en';
  // One chunk per language: a Turkish page never downloads the English texts, nor the reverse.
  const catalogue =
    lang === 'tr'
      ? (await import('@crestline/contracts/locales/tr')).tr
      : (await import('@crestline/contracts/locales/en')).en;
  const host = doc.createElement('div');
  host.id = 'login-panel-root';
  doc.body.appendChild(host);
  createRoot(host).render(
    createElement(LoginPanel, {
      lang,
      messages: pickMessages(catalogue, LOGIN_PANEL_AREAS),
      initialOpen: true,
    }),
  );
}
