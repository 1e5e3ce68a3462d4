/**
 * Which page buttons a pager shows (MUI's usePagination, one boundary page): the first and the
 * last page, the current page with `siblingCount` pages each side, and an ellipsis for each gap
 * of more than one page. The list keeps the same length wherever the current page is.
 */
import { formatNumber } from '../format';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export function pageItems(page: number, pageCount: number, siblingCount = 1): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, pageCount - 2 * siblingCount - 2),
    3,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, 2 * siblingCount + 3),
    pageCount - 2,
  );
  const items: PageItem[] = [1];
  if (siblingsStart > 3) items.push('start-ellipsis');
  else if (pageCount > 2) items.push(2);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < pageCount - 2) items.push('end-ellipsis');
  else if (pageCount - 1 > 2) items.push(pageCount - 1);
  if (pageCount > 1) items.push(pageCount);
  return items;
}

export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * "21–40 of 1,234": the rows of `page` among `total`; "0 of 0" when there are none. `totalText`
 * names a total that is not exact instead ("1–20 of 10,000+").
 */
export function pageRangeText(
  page: number,
  pageSize: number,
  total: number,
  totalText = formatNumber(total),
): string {
  if (total <= 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${formatNumber(first)}–${formatNumber(last)} of ${totalText}`;
}
