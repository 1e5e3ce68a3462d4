/** Where the service serves its static files (from memory, see assets.ts). */
export const ASSET_PATHS = {
  script: '/assets/embed.js',
  styles: '/assets/embed.css',
  chartStyles: '/assets/uplot.css',
} as const;
