// The part of the login-panel loader that needs React: loaded by mountLoginPanel.ts on the first
// "open-login" event, it mounts the panel (already open) at the end of <body>.
import '../shared/zod-setup'; // first: before any zod schema is built
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '@crestline/contracts/enums';
import LoginPanel from './LoginPanel';

export function openLoginPanel(doc: Document): void {
  const lang: Locale = doc.documentElement.lang === 'tr' ? 'tr' : 'en';
  const host = doc.createElement('div');
  host.id = 'login-panel-root';
  doc.body.appendChild(host);
  createRoot(host).render(createElement(LoginPanel, { lang, initialOpen: true }));
}
