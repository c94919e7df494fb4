import { useT } from '../i18n/i18n';
import { pageWindow } from '../lib/pagination';

/** 'dash': "Showing X - Y of N entries" (part 1 lists); 'to': "Showing X to Y of Z entries" (history, reports). */
export type FooterWording = 'dash' | 'to';

interface TableFooterProps {
  from: number;
  to: number;
  total: number;
  page: number;
  pageCount: number;
  onPage(page: number): void;
  wording?: FooterWording;
}

/** "Showing ..." with Previous, a window of up to 5 page numbers centred on the current page, and Next. */
export function TableFooter({
  from,
  to,
  total,
  page,
  pageCount,
  onPage,
  wording = 'dash',
}: TableFooterProps) {
  const t = useT();
  const text = t(wording === 'dash' ? 'list.footer.dash' : 'list.footer.to', { from, to, total });
  return (
    <div className="table-footer">
      <span aria-live="polite">{text}</span>
      <nav className="pager" aria-label={t('list.pagination')}>
        <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('list.previous')}
        </button>
        {pageWindow(page, pageCount).map((number) => (
          <button
            key={number}
            type="button"
            aria-label={t('list.page', { number })}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        ))}
        <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          {t('list.next')}
        </button>
      </nav>
    </div>
  );
}
