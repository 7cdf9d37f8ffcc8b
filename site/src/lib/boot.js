// The only script of content pages, inlined in <head> so it runs before first paint. It is a plain
// function expression (no imports, no transpiling) so tests can run the very same text in jsdom.
// opts: { lang: 'en'|'tr', home: '/' or '/tr/' (the language's home page), alternates: { en: '/x/', tr: '/tr/x/' },
//   noRedirect?: boolean, requirePlan?: boolean, screens?: { [first path segment]: roles besides owner } }
//   — the paths come from the layout (the contracts' site paths), the screens from contracts/roles-core.ts
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- evaluated by the layout and tests
(function boot(opts, win) {
  var doc = win.document;
  var root = doc.documentElement;
  var store = null;
  try {
    store = win.localStorage;
  } catch {
    store = null;
  }
  function read(key) {
    try {
      return store ? store.getItem(key) : null;
    } catch {
      return null;
    }
  }

  // 0. Where the visit came from: the first page of a visit keeps its campaign parameters (utm_source,
  //    utm_medium, utm_campaign), the referring site and its own path in sessionStorage `visitSource`, so a
  //    form sent later in the same visit can say how the sender found the site (kit/visit-source.ts reads it).
  try {
    var visit = win.sessionStorage;
    if (visit && !visit.getItem('visitSource')) {
      var params = /[?&]utm_/.test(win.location.search || '')
        ? new win.URLSearchParams(win.location.search)
        : null;
      var source = { landingPage: (win.location.pathname || '/').slice(0, 300) };
      var names = ['utm_source', 'utm_medium', 'utm_campaign'];
      for (var u = 0; u < names.length; u++) {
        var value = params && params.get(names[u]);
        if (value) source[names[u]] = value.slice(0, 200);
      }
      var referrer = doc.referrer || '';
      // Only another site counts as a referrer; its address without query or fragment.
      if (referrer && referrer.indexOf(win.location.origin + '/') !== 0)
        source.referrer = referrer.split(/[?#]/)[0].slice(0, 300);
      visit.setItem('visitSource', JSON.stringify(source));
    }
  } catch {
    /* storage blocked: forms are sent without a source */
  }

  // 1. Language: a stored choice other than this page's language sends the visitor to their language.
  //    Any stored value other than 'tr' counts as 'en'. Nothing stored: stay where the link led.
  var stored = read('language');
  if (stored !== null && !opts.noRedirect) {
    var wanted = stored === 'tr' ? 'tr' : 'en';
    var target = opts.alternates && opts.alternates[wanted];
    if (wanted !== opts.lang && target) {
      root.style.visibility = 'hidden'; // no flash of the wrong language while the next page loads
      win.location.replace(target + win.location.search + win.location.hash);
      return 'redirect:' + target;
    }
  }

  // 1b. Pages of the purchase flow need a selected plan (key subscription with a role and an amount);
  //     without one the visitor goes home, replacing this page in the history.
  if (opts.requirePlan) {
    var plan;
    try {
      plan = JSON.parse(read('subscription') || 'null');
    } catch {
      plan = null;
    }
    // A choice sent by a pricing form (?plan=…) counts too: the page's island stores it, and links
    // marked data-carry-query take it along until then.
    var sent = /[?&]plan=[a-z0-9_]+/.test(win.location.search);
    if (!sent && (!plan || typeof plan.role !== 'string' || typeof plan.amount !== 'number')) {
      root.style.visibility = 'hidden';
      win.location.replace(opts.home);
      return 'no-plan';
    }
    if (sent) {
      var carry = function () {
        var links = doc.querySelectorAll('a[data-carry-query]');
        for (var k = 0; k < links.length; k++) {
          var href = links[k].getAttribute('href') || '';
          if (href.indexOf('?') < 0) links[k].setAttribute('href', href + win.location.search);
        }
      };
      if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', carry);
      else carry();
    }
  }

  // 2. Session: the stored user decides which navbar and footer items show (CSS reads data-session).
  //    The login panel announces changes with `session-change`; other tabs through `storage`.
  //    Admin menu items name their screen (data-screen="/payments"): an admin sees only those of their
  //    roles (a session stored before roles counts as owner, as every admin then was).
  var roles = [];
  function applyRoles() {
    var items = doc.querySelectorAll('[data-screen]');
    for (var i = 0; i < items.length; i++) {
      var first = items[i].getAttribute('data-screen').split('/')[1] || '';
      var admits = (opts.screens && opts.screens[first]) || [];
      var may = roles.indexOf('owner') >= 0;
      for (var j = 0; j < admits.length; j++) if (roles.indexOf(admits[j]) >= 0) may = true;
      items[i].toggleAttribute('data-not-for-role', !may);
      items[i].style.display = may ? '' : 'none';
    }
    // A menu none of whose items the roles may open is hidden too.
    var menus = doc.querySelectorAll('.has-menu');
    for (var k = 0; k < menus.length; k++) {
      if (!menus[k].querySelector('[data-screen]')) continue;
      menus[k].style.display = menus[k].querySelector('[data-screen]:not([data-not-for-role])') ? '' : 'none';
    }
  }
  function applySession() {
    var state = 'out';
    var rawUser = read('user');
    roles = [];
    if (rawUser) {
      try {
        var user = JSON.parse(rawUser);
        if (user && typeof user === 'object') state = user.isAdmin === true ? 'admin' : 'user';
        if (state === 'admin') roles = Array.isArray(user.roles) ? user.roles : ['owner'];
      } catch {
        state = 'out';
      }
    }
    root.setAttribute('data-session', state);
    applyRoles();
    return state;
  }
  var session = applySession();
  win.addEventListener('session-change', applySession);
  win.addEventListener('storage', applySession);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', applyRoles);

  // 3. Menus, language switch, login and logout by event delegation (works before and after load).
  // Closes open menus except `keep` and the menus that contain it (the mobile nav around a submenu).
  function closeMenus(keep) {
    var open = doc.querySelectorAll('[data-menu-toggle][aria-expanded="true"]');
    for (var i = 0; i < open.length; i++) {
      var panel = doc.getElementById(open[i].getAttribute('aria-controls'));
      if (open[i] !== keep && !(keep && panel && panel.contains(keep))) setMenu(open[i], false);
    }
  }
  function setMenu(toggle, isOpen) {
    toggle.setAttribute('aria-expanded', isOpen ? 'true' : 'false');
    var panel = doc.getElementById(toggle.getAttribute('aria-controls'));
    if (panel) panel.toggleAttribute('data-open', isOpen);
  }
  doc.addEventListener('click', function (event) {
    var el = event.target && event.target.closest ? event.target : null;
    if (!el) return;
    var toggle = el.closest('[data-menu-toggle]');
    if (toggle) {
      var isOpen = toggle.getAttribute('aria-expanded') === 'true';
      closeMenus(toggle);
      setMenu(toggle, !isOpen);
      return;
    }
    var langLink = el.closest('[data-set-lang]');
    if (langLink) {
      try {
        store.setItem('language', langLink.getAttribute('data-set-lang'));
      } catch {
        /* storage blocked: the link still navigates */
      }
    }
    // Logout ends the session on the server too (POST /users/logout); "log out everywhere" ends every
    // session of the account (POST /users/logout-everywhere) and waits for the answer before leaving.
    var logoutButton = el.closest('[data-logout]');
    if (logoutButton) {
      event.preventDefault();
      var everywhere = logoutButton.getAttribute('data-logout') === 'everywhere';
      var token = read('token');
      var signOut = function () {
        try {
          store.removeItem('user');
          store.removeItem('token');
        } catch {
          /* nothing stored */
        }
        root.setAttribute('data-session', 'out');
        win.dispatchEvent(new win.Event('session-change'));
        win.location.assign(opts.home);
      };
      var ended =
        token && win.fetch
          ? win
              .fetch('/api/v1/users/' + (everywhere ? 'logout-everywhere' : 'logout'), {
                method: 'POST',
                headers: { Authorization: 'Bearer ' + token },
                keepalive: true,
              })
              .catch(function () {
                /* offline: the browser forgets the session anyway */
              })
          : null;
      if (everywhere && ended) ended.then(signOut);
      else signOut();
      return;
    }
    // /payment-failure's Retry: the plan the failed attempt cleared is put back, so /payment retries it.
    if (el.closest('[data-restore-plan]')) {
      try {
        var kept = win.sessionStorage.getItem('retryPlan');
        if (kept) store.setItem('subscription', kept);
        win.sessionStorage.removeItem('retryPlan');
      } catch {
        /* storage blocked: /payment finds no plan and goes home */
      }
    }
    if (el.closest('[data-open-login]')) {
      event.preventDefault();
      closeMenus(null);
      // Before the panel's loader runs, the request waits on <html> and the loader opens it on start.
      if (!root.hasAttribute('data-login-loader')) root.setAttribute('data-login-requested', '');
      win.dispatchEvent(new win.CustomEvent('open-login'));
      return;
    }
    // A click on a link or outside a menu closes open menus.
    closeMenus(null);
  });
  // Arrow keys: Down on a menu button opens its menu at the first link; Down/Up inside an open menu move
  // between its links (Enter and Space open menus as a button's click does).
  function menuLinks(panel) {
    var links = panel ? panel.querySelectorAll('a[href], button:not([disabled])') : [];
    var visible = [];
    for (var i = 0; i < links.length; i++) if (links[i].getClientRects().length) visible.push(links[i]);
    return visible;
  }
  doc.addEventListener('keydown', function (event) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    var el = event.target && event.target.closest ? event.target : null;
    if (!el) return;
    var toggle = el.closest('[data-menu-toggle]');
    if (toggle) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      closeMenus(toggle);
      setMenu(toggle, true);
      var first = menuLinks(doc.getElementById(toggle.getAttribute('aria-controls')))[0];
      if (first) first.focus();
      return;
    }
    var open = doc.querySelectorAll('[data-menu-toggle][aria-expanded="true"]');
    for (var j = open.length - 1; j >= 0; j--) {
      var links = menuLinks(doc.getElementById(open[j].getAttribute('aria-controls')));
      var at = links.indexOf(el);
      if (at === -1) continue;
      event.preventDefault();
      var next = links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length];
      if (next) next.focus();
      return;
    }
  });
  doc.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    var all = doc.querySelectorAll('[data-menu-toggle][aria-expanded="true"]');
    var open = all[all.length - 1]; // the innermost (last opened) menu first
    if (open) {
      setMenu(open, false);
      open.focus();
    }
  });

  // 4. Scrolling: a target (#hash, or the page's data-scroll-target) scrolls into view smoothly after
  //    about 100 ms; any other arrival starts at the top.
  function scrollToTarget() {
    var id = win.location.hash
      ? decodeURIComponent(win.location.hash.slice(1))
      : root.getAttribute('data-scroll-target');
    var el = id ? doc.getElementById(id) : null;
    if (!el) return;
    win.scrollTo(0, 0);
    win.setTimeout(function () {
      el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, 100);
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', scrollToTarget);
  else scrollToTarget();
  return 'session:' + session;
});
