/** Captures what saveBlob downloads: jsdom has no object URLs and cannot follow a download link. */
export interface Download {
  fileName: string;
  blob: Blob;
}

export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test-${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return downloads;
}

/** The text of a downloaded blob. */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The text of the n-th download; fails the test when there is none. */
export function downloadedText(downloads: readonly Download[], index = 0): Promise<string> {
  const download = downloads[index];
  if (!download) throw new Error(`no download #${index}`);
  return readBlob(download.blob);
}
