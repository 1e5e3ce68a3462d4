import { saveBlob } from './save-blob';

describe('saveBlob', () => {
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  afterEach(() => {
    Object.assign(URL, original);
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('clicks a download link to an object URL of the blob, then removes it and revokes the URL', () => {
    jest.useFakeTimers();
    const blob = new Blob(['a,b\n'], { type: 'text/csv' });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:report');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string; connected: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });

    saveBlob(blob, 'report.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:report', download: 'report.csv', connected: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:report');
  });
});
