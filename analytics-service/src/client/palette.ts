/** Series colours (canvas needs real values): the console's primary, then distinct hues. */
const SERIES_COLORS = ['#2f55d4', '#1d7a45', '#c2410c', '#7c3aed', '#0e7490', '#b91c1c'];

export const AXIS_COLOR = '#4f5a6d';
export const GRID_COLOR = '#e4e7ec';

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? AXIS_COLOR;
}
