/** Saves a blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves CSV text made in the browser, starting with a UTF-8 byte order mark as the API's CSVs
 * do: without it Excel on Windows reads the file in its ANSI code page (Zoë becomes ZoÃ«).
 */
export function saveCsv(text: string, fileName: string): void {
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
