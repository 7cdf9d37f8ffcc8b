// Puts the login panel on a page without shipping React up front: the first "open-login" event loads
// open-login-panel.ts (React and the panel), which mounts the panel already open; from then on the panel
// listens itself. A request made before this loader ran (a click on the footer's login link while the
// page was still loading) was noted by the boot script on <html data-login-requested>: it opens now.
// This module stays a few hundred bytes and names no framework code.
let installed = false;

export function installLoginPanel(win: Window = window): void {
  if (installed) return;
  installed = true;
  const doc = win.document;
  const root = doc.documentElement;
  const onFirstOpen = async () => {
    win.removeEventListener('open-login', onFirstOpen);
    root.removeAttribute('data-login-requested');
    // A page that renders the panel itself already answers the event.
    if (root.hasAttribute('data-login-panel')) return;
    const { openLoginPanel } = await import('./open-login-panel');
    await openLoginPanel(doc);
  };
  win.addEventListener('open-login', onFirstOpen);
  root.setAttribute('data-login-loader', 'ready');
  if (root.hasAttribute('data-login-requested')) void onFirstOpen();
}
