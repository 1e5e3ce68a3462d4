/**
 * The page shown instead of a dashboard (an invalid link, the API failing). It still loads the
 * client script, so the console's frame is sized to the notice rather than left loading.
 */
import { SERVICE_TEXT } from '../messages';
import { renderDocument } from './document';
import { markup } from './html';

export function renderNoticePage(message: string, consoleOrigin: string): string {
  return renderDocument({
    title: SERVICE_TEXT.unavailableTitle,
    consoleOrigin,
    body: markup`<main class="notice">
<h1 class="visually-hidden">${SERVICE_TEXT.unavailableTitle}</h1>
<p class="notice__message" role="alert">${message}</p>
</main>`,
  });
}
