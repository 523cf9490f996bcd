import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { iconSmall } from './icon.css.ts';
import * as css from './pagination.css.ts';

export interface PaginationLabels {
  /** The navigation landmark's name, e.g. '멤버 목록 페이지'. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. (3) => '3페이지'. */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** How many page numbers to show around the current one. */
  siblings?: number;
}

/** The pages to show: the first, the last, the current with its siblings, and gaps ('…'). */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  const from = Math.max(2, page - siblings);
  const to = Math.min(pageCount - 1, page + siblings);
  out.push(1);
  if (from > 2) out.push('gap');
  for (let p = from; p <= to; p += 1) out.push(p);
  if (to < pageCount - 1) out.push('gap');
  if (pageCount > 1) out.push(pageCount);
  return out;
}

/** Page controls in a navigation landmark; the current page is aria-current="page". */
export function Pagination({ page, pageCount, onChange, labels, siblings = 1 }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={css.nav}>
      <Button variant="ghost" size="sm" onPress={() => onChange(page - 1)} isDisabled={page <= 1} aria-label={labels.previous}>
        <ChevronLeft aria-hidden className={iconSmall} />
      </Button>
      <ol className={css.list}>
        {pageWindow(page, pageCount, siblings).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={css.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                variant={p === page ? 'primary' : 'ghost'}
                size="sm"
                aria-label={labels.page(p)}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => p !== page && onChange(p)}
                className={css.pageButton}
              >
                {p}
              </Button>
            </li>
          ),
        )}
      </ol>
      <Button variant="ghost" size="sm" onPress={() => onChange(page + 1)} isDisabled={page >= pageCount} aria-label={labels.next}>
        <ChevronRight aria-hidden className={iconSmall} />
      </Button>
    </nav>
  );
}
