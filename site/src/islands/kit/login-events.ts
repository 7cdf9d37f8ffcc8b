// The login panel opens on the window event "open-login" (footer link, disclaimer page, reset page, …).
// Before the panel's loader has started, the page's boot script notes a request on <html> instead
// (data-login-requested), and the loader opens the panel as soon as it is installed.
export const OPEN_LOGIN_EVENT = 'open-login';

export function openLoginPanel(): void {
  window.dispatchEvent(new CustomEvent(OPEN_LOGIN_EVENT));
}
