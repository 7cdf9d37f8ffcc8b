// @vitest-environment jsdom
// Runs the exact inline script the pages ship (boot.js) against jsdom's window.
import type { Locale } from '@crestline/contracts/enums';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localePath } from '@crestline/contracts/site-paths';

const source = readFileSync(join(import.meta.dirname, 'boot.js'), 'utf8');
// The shipped script is a function expression: evaluate it to get the function.
const boot = new Function(`return (\n${source.trim().replace(/;$/, '')}\n);`)() as (
  opts: Record<string, unknown>,
  win: Window,
) => string;

function fakeWindow() {
  const replace = vi.fn();
  const assign = vi.fn();
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'location', {
    value: { replace, assign, search: '', hash: '', pathname: '/' },
  });
  return { win, replace, assign };
}

const opts = (lang: Locale, extra: Record<string, unknown> = {}) => ({
  lang,
  home: localePath(lang, '/'),
  alternates: { en: localePath('en', '/pricing'), tr: localePath('tr', '/pricing') },
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-session');
});

describe('stored language', () => {
  it('stays on the page when nothing is stored', () => {
    const { win, replace } = fakeWindow();
    boot(opts('tr'), win);
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a visitor who chose Turkish to the Turkish page, hidden until it loads', () => {
    localStorage.setItem('language', 'tr');
    const { win, replace } = fakeWindow();
    expect(boot(opts('en'), win)).toBe('redirect:/tr/pricing/');
    expect(replace).toHaveBeenCalledWith('/tr/pricing/');
    expect(document.documentElement.style.visibility).toBe('hidden');
  });

  it.each(['fr', 'TR', '', 'en-US'])('treats %j as English', (value) => {
    localStorage.setItem('language', value);
    const { win, replace } = fakeWindow();
    boot(opts('tr'), win);
    expect(replace).toHaveBeenCalledWith('/pricing/');
  });

  it('does not redirect pages that answer for many paths', () => {
    localStorage.setItem('language', 'tr');
    const { win, replace } = fakeWindow();
    boot(opts('en', { noRedirect: true }), win);
    expect(replace).not.toHaveBeenCalled();
  });

  it('stores the language the switch points to', () => {
    const { win } = fakeWindow();
    boot(opts('en'), win);
    const link = document.createElement('a');
    link.setAttribute('data-set-lang', 'tr');
    link.href = '#';
    document.body.append(link);
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    expect(localStorage.getItem('language')).toBe('tr');
    link.remove();
  });
});

describe('session', () => {
  it.each([
    [null, 'out'],
    ['{"name":"Ann","isAdmin":false}', 'user'],
    ['{"name":"Root","isAdmin":true}', 'admin'],
    ['not json', 'out'],
  ])('user %j → data-session %s', (user, session) => {
    if (user !== null) localStorage.setItem('user', user);
    const { win } = fakeWindow();
    boot(opts('en'), win);
    expect(document.documentElement.getAttribute('data-session')).toBe(session);
  });
});

describe('plan-gated pages', () => {
  it('sends visitors without a plan home', () => {
    const { win, replace } = fakeWindow();
    expect(boot(opts('tr', { requirePlan: true }), win)).toBe('no-plan');
    expect(replace).toHaveBeenCalledWith('/tr/');
  });

  it('lets a visitor with a plan stay', () => {
    localStorage.setItem('subscription', JSON.stringify({ role: 'jr_technical', amount: 650, region: 'US' }));
    const { win, replace } = fakeWindow();
    boot(opts('en', { requirePlan: true }), win);
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('session changes', () => {
  it('follows the login panel announcing a new session', () => {
    const { win } = fakeWindow();
    boot(opts('en'), win);
    expect(document.documentElement.getAttribute('data-session')).toBe('out');
    localStorage.setItem('user', '{"isAdmin":true}');
    win.dispatchEvent(new Event('session-change'));
    expect(document.documentElement.getAttribute('data-session')).toBe('admin');
  });
});

describe('logout', () => {
  // A document of its own, so listeners the earlier tests' boots left on the shared one stay out of it.
  let own: Document;
  beforeEach(() => {
    own = document.implementation.createHTMLDocument();
  });
  const withOwnDocument = (win: Window) => Object.defineProperty(win, 'document', { value: own });
  const click = (value: string) => {
    const button = own.createElement('button');
    button.setAttribute('data-logout', value);
    own.body.append(button);
    button.click();
  };
  const signedIn = () => {
    localStorage.setItem('user', '{"name":"Ann","isAdmin":false,"token":"tok-1"}');
    localStorage.setItem('token', 'tok-1');
  };

  it('ends the session on the server, forgets it here and goes home', () => {
    signedIn();
    const { win, assign } = fakeWindow();
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    Object.assign(win, { fetch });
    withOwnDocument(win);
    boot(opts('en'), win);
    click('');
    expect(fetch).toHaveBeenCalledWith('/api/v1/users/logout', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok-1' },
      keepalive: true,
    });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('"log out everywhere" waits for the server, then signs out here', async () => {
    signedIn();
    const { win, assign } = fakeWindow();
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    Object.assign(win, { fetch });
    withOwnDocument(win);
    boot(opts('tr'), win);
    click('everywhere');
    expect(fetch).toHaveBeenCalledWith('/api/v1/users/logout-everywhere', expect.anything());
    expect(localStorage.getItem('user')).not.toBeNull();
    answer(new Response('{}'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/tr/'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('where the visit came from', () => {
  function landing(search: string, pathname: string, referrer: string) {
    const { win } = fakeWindow();
    Object.assign((win as unknown as { location: Record<string, string> }).location, {
      search,
      pathname,
      origin: 'https://crestline.example',
    });
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
    return win;
  }
  beforeEach(() => sessionStorage.clear());

  it('keeps the first page’s campaign parameters and the referring site for the whole visit', () => {
    boot(
      opts('tr'),
      landing(
        '?utm_source=linkedin&utm_medium=social&utm_campaign=q4-hiring&x=1',
        '/tr/career/',
        'https://www.linkedin.com/feed/?trk=abc#top',
      ),
    );
    const first = JSON.parse(sessionStorage.getItem('visitSource') ?? 'null');
    expect(first).toEqual({
      landingPage: '/tr/career/',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'q4-hiring',
      referrer: 'https://www.linkedin.com/feed/',
    });
    // A later page of the same visit, even with other parameters, does not overwrite the first.
    boot(opts('tr'), landing('?utm_source=other', '/tr/pricing/', 'https://crestline.example/tr/career/'));
    expect(JSON.parse(sessionStorage.getItem('visitSource') ?? 'null')).toEqual(first);
  });

  it('records a direct visit by its landing page only, and ignores the site itself as referrer', () => {
    boot(opts('en'), landing('', '/pricing/', 'https://crestline.example/'));
    expect(JSON.parse(sessionStorage.getItem('visitSource') ?? 'null')).toEqual({ landingPage: '/pricing/' });
  });
});

describe('admin menus by role', () => {
  const menu = () => {
    document.body.innerHTML = `
      <ul>
        <li class="has-menu" id="admin"><ul>
          <li data-screen="/admin">Overview</li>
          <li data-screen="/applicants">Applicants</li>
          <li data-screen="/admins">Admins</li>
        </ul></li>
        <li class="has-menu" id="money"><ul>
          <li data-screen="/payments">Payments</li>
          <li data-screen="/customers">Customers</li>
        </ul></li>
      </ul>`;
  };
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[data-screen], .has-menu')]
      .filter((el) => el.style.display !== 'none')
      .map((el) => el.getAttribute('data-screen') ?? `#${el.id}`);
  const screens = {
    admin: ['recruiter', 'sales', 'finance'],
    applicants: ['recruiter'],
    admins: [],
    payments: ['finance'],
    customers: ['sales', 'finance'],
  };
  const signIn = (user: Record<string, unknown>) =>
    localStorage.setItem(
      'user',
      JSON.stringify({ token: 't', id: 'u', name: 'A', email: 'a@x.example', ...user }),
    );

  it('shows a recruiter only the recruiting items, and hides a menu left empty', () => {
    menu();
    signIn({ isAdmin: true, roles: ['recruiter'] });
    boot(opts('en', { screens }), fakeWindow().win);
    expect(shown()).toEqual(['#admin', '/admin', '/applicants']);
  });

  it('shows an owner everything, and follows a change of roles', () => {
    menu();
    signIn({ isAdmin: true, roles: ['owner'] });
    boot(opts('en', { screens }), fakeWindow().win);
    expect(shown()).toEqual([
      '#admin',
      '/admin',
      '/applicants',
      '/admins',
      '#money',
      '/payments',
      '/customers',
    ]);
    signIn({ isAdmin: true, roles: ['sales'] });
    window.dispatchEvent(new Event('session-change'));
    expect(shown()).toEqual(['#admin', '/admin', '#money', '/customers']);
  });
});
