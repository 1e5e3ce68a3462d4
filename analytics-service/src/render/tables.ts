/** Data tables: the table panels, and the table behind each chart for screen readers. */
import { formatNumber } from '../format';
import { SERVICE_TEXT } from '../messages';
import { markup, type SafeHtml } from './html';

export type Cell = string | number;

export interface TableModel {
  caption: string;
  /** The caption is read by screen readers only when a heading already shows the title. */
  captionHidden: boolean;
  columns: string[];
  /** The first cell of a row names it (a row header). */
  rows: Cell[][];
}

function cell(value: Cell | undefined, isRowHeader: boolean): SafeHtml {
  const numeric = typeof value === 'number';
  const text = numeric ? formatNumber(value) : (value ?? '');
  const className = numeric ? 'num' : 'text';
  return isRowHeader
    ? markup`<th scope="row" class="${className}">${text}</th>`
    : markup`<td class="${className}">${text}</td>`;
}

/** A column of numbers only is aligned right, its header too. */
function isNumeric(model: TableModel, column: number): boolean {
  return model.rows.length > 0 && model.rows.every((row) => typeof row[column] === 'number');
}

function head(model: TableModel): SafeHtml {
  const headers = model.columns.map((column, index) => {
    const className = isNumeric(model, index) ? 'num' : 'text';
    return markup`<th scope="col" class="${className}">${column}</th>`;
  });
  return markup`<thead><tr>${headers}</tr></thead>`;
}

function body(model: TableModel): SafeHtml {
  if (model.rows.length === 0) {
    const colspan = model.columns.length;
    return markup`<tbody><tr><td class="empty" colspan="${colspan}">${SERVICE_TEXT.noData}</td></tr></tbody>`;
  }
  const rows = model.rows.map(
    (row) => markup`<tr>${model.columns.map((_, index) => cell(row[index], index === 0))}</tr>`,
  );
  return markup`<tbody>${rows}</tbody>`;
}

/** A table in a region that scrolls sideways when narrow, reachable with the keyboard. */
export function dataTable(model: TableModel): SafeHtml {
  const captionClass = model.captionHidden ? 'visually-hidden' : 'table-caption';
  return markup`<div class="table-scroll" tabindex="0" role="region" aria-label="${model.caption}">
<table class="data-table">
<caption class="${captionClass}">${model.caption}</caption>
${head(model)}
${body(model)}
</table>
</div>`;
}
