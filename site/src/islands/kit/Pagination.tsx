// Page navigation for every paged list (the careers list and every DataTable): previous / next, the
// page numbers around the current one (first and last always), and "Page X of Y".
import { useText } from './i18n';
import './pagination.css';

/** The page numbers to show: 1, …, current-1..current+1, …, last (null marks a gap). */
export function pageWindow(page: number, pages: number, around = 1): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

export function Pagination({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Accessible name of the navigation ("Job list pages"). */
  label?: string;
}) {
  const { t } = useText();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t('pager.label')}>
      <button type="button" className="page-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← {t('pager.previous')}
      </button>
      <ol className="page-numbers">
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="page-gap">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className="page-button"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pager.pageN', { page: n })}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ol>
      <p className="page-of">{t('pager.pageOf', { page, pages })}</p>
      <button type="button" className="page-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')} →
      </button>
    </nav>
  );
}
