import { usePagination } from '@mantine/hooks';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import classes from './search.module.css';

/**
 * Page links (crawlable anchors, spec 1 §2: the page is in the URL, written only when not 1).
 * `hrefOf(page)` writes the search's href for a page.
 */
export function SearchPagination({
  page,
  pages,
  hrefOf,
  onNavigate,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  onNavigate: () => void;
}) {
  const pagination = usePagination({ total: Math.max(1, pages), page, siblings: 1, boundaries: 1 });
  if (pages <= 1) return null;
  const link = (target: number, label: React.ReactNode, ariaLabel: string, extra = '') => (
    <Link
      to={hrefOf(target)}
      preventScrollReset
      onClick={onNavigate}
      className={`${classes.pageLink} ${extra}`}
      aria-label={ariaLabel}
      {...(target === page ? { 'aria-current': 'page' as const } : {})}
    >
      {label}
    </Link>
  );
  return (
    <nav className={classes.pagination} aria-label="Results pages">
      {page > 1 ? link(page - 1, <ChevronDownIcon size={16} className={classes.prevIcon} />, 'Previous page') : null}
      {pagination.range.map((item, i) =>
        item === 'dots' ? (
          <span key={`dots-${i}`} className={classes.pageDots} aria-hidden="true">
            …
          </span>
        ) : (
          <span key={item}>{link(item, item, `Page ${item}`, item === page ? classes.pageCurrent : '')}</span>
        ),
      )}
      {page < pages ? link(page + 1, <ChevronDownIcon size={16} className={classes.nextIcon} />, 'Next page') : null}
    </nav>
  );
}
