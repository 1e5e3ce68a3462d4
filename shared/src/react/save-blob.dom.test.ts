import { saveBlob, saveCsv } from './save-blob';

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

  it('saves CSV text with a UTF-8 byte order mark first, so that Excel reads Zoë, 李 and Олег', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    saveCsv('name\nZoë,李,Олег\n', 'names.csv');

    const [blob] = saved;
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob as Blob);
    });
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('name\nZoë,李,Олег\n');
  });
});
