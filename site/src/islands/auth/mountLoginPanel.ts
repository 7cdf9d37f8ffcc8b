// Puts the login panel on a page without shipping React up front: the first "open-login" event loads
// the panel, mounts it at the end of <body> (already open) and from then on the panel listens itself.
// Use from the layout: <script>import { installLoginPanel } from '../islands/auth/mountLoginPanel'; installLoginPanel();</script>
import type { Locale } from '@crestline/contracts/enums';

let installed = false;

export function installLoginPanel(win: Window = window): void {
  if (installed) return;
  installed = true;
  const doc = win.document;
  const onFirstOpen = async () => {
    win.removeEventListener('open-login', onFirstOpen);
    // A page that renders <LoginPanel client:…> itself already answers the event.
    if (doc.documentElement.hasAttribute('data-login-panel')) return;
    const [{ createElement }, { createRoot }, { default: LoginPanel }] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./LoginPanel'),
    ]);
    const lang: Locale = doc.documentElement.lang === 'tr' ? 'tr' : 'en';
    const host = doc.createElement('div');
    host.id = 'login-panel-root';
    doc.body.appendChild(host);
    createRoot(host).render(createElement(LoginPanel, { lang, initialOpen: true }));
  };
  win.addEventListener('open-login', onFirstOpen);
}
