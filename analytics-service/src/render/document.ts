/**
 * The HTML document every embed page shares: its styles and script from this origin only (the
 * CSP allows nothing inline), and the console's origin the script posts its messages to.
 */
import { ASSET_PATHS } from '../asset-paths';
import { CONSOLE_ORIGIN_META } from '../payload';
import { markup, type SafeHtml } from './html';

export interface DocumentParts {
  title: string;
  /** The only origin the page's messages go to. */
  consoleOrigin: string;
  body: SafeHtml;
}

export function renderDocument({ title, consoleOrigin, body }: DocumentParts): string {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${CONSOLE_ORIGIN_META}" content="${consoleOrigin}">
<title>${title}</title>
<link rel="stylesheet" href="${ASSET_PATHS.chartStyles}">
<link rel="stylesheet" href="${ASSET_PATHS.styles}">
<script src="${ASSET_PATHS.script}" defer></script>
</head>
<body>
${body}
</body>
</html>
`.toString();
}
