// Puts the login panel on a page without shipping React up front: the first "open-login" event loads
// openLoginPanel.ts (React and the panel), which mounts the panel already open; from then on the panel
// listens itself. This module stays a few hundred bytes and names no framework code.
// Use from the layout: <script>import { installLoginPanel } from '../islands/auth/mountLoginPanel'; installLoginPanel();</script>
let installed = false;

export function installLoginPanel(win: Window = window): void {
  if (installed) return;
  installed = true;
  const doc = win.document;
  const onFirstOpen = async () => {
    win.removeEventListener('open-login', onFirstOpen);
    // A page that renders <LoginPanel client:…> itself already answers the event.
    if (doc.documentElement.hasAttribute('data-login-panel')) return;
    const { openLoginPanel } = await import('./openLoginPanel');
    openLoginPanel(doc);
  };
  win.addEventListener('open-login', onFirstOpen);
}
