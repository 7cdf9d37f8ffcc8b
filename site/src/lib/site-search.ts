// The header search's behaviour (components/SiteSearch.astro): loads Pagefind's script from the built
// site on first use, searches as the visitor types, lists the results as links, and keeps everything
// reachable by keyboard.

interface PagefindResultData {
  url: string;
  meta: { title?: string };
  excerpt: string;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    query: string,
    options?: unknown,
    ms?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** Where the build writes Pagefind's files (integrations/pagefind.mjs). */
const PAGEFIND = '/pagefind/pagefind.js';
const MAX_RESULTS = 8;

let loading: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({ excerptLength: 18 });
    return pf;
  });
  return loading;
}

/** An excerpt's text without Pagefind's <mark> tags (shown as text, never as HTML). */
export function excerptText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}

export function setUpSiteSearch(form: HTMLFormElement, load: () => Promise<Pagefind> = loadPagefind): void {
  const input = form.querySelector('input')!;
  const panel = form.querySelector<HTMLElement>('.site-search-panel')!;
  const status = form.querySelector<HTMLElement>('.site-search-status')!;
  const list = form.querySelector<HTMLUListElement>('.site-search-results')!;
  const texts = JSON.parse(form.dataset.texts ?? '{}') as Record<'one' | 'other' | 'none' | 'failed', string>;
  const links = () => [...list.querySelectorAll('a')];
  const close = () => {
    panel.hidden = true;
  };
  let latest = 0;

  const search = async () => {
    const query = input.value.trim();
    const ask = ++latest;
    if (!query) {
      list.replaceChildren();
      status.textContent = '';
      close();
      return;
    }
    try {
      const pagefind = await load();
      const found = await pagefind.debouncedSearch(query, {}, 200);
      if (found === null || ask !== latest) return; // a newer search took over
      const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (ask !== latest) return;
      list.replaceChildren(
        ...data.map((item) => {
          const li = document.createElement('li');
          const a = document.createElement('a');
          a.href = item.url;
          const title = document.createElement('strong');
          title.textContent = item.meta.title ?? item.url;
          const excerpt = document.createElement('span');
          excerpt.textContent = excerptText(item.excerpt);
          a.append(title, excerpt);
          li.append(a);
          return li;
        }),
      );
      const count = found.results.length;
      status.textContent = count
        ? (count === 1 ? texts.one : texts.other).replace('{count}', String(count))
        : texts.none.replace('{query}', query);
    } catch {
      list.replaceChildren();
      status.textContent = texts.failed;
    }
    panel.hidden = false;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    links()[0]?.focus();
  });
  input.addEventListener('focus', () => void load().catch(() => undefined), { once: true });
  input.addEventListener('input', () => void search());
  form.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      close();
      input.focus();
    } else if (event.key === 'ArrowDown' && all.length) {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)]!.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      if (at === 0) input.focus();
      else all[at - 1]!.focus();
    }
  });
  // Leaving the search (click or Tab elsewhere) closes the results.
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });
}
