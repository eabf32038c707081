import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, REVOKE_AFTER_MS } from './download';

describe('download, the one way a file is saved', () => {
  const clicked: { href: string; name: string; inDocument: boolean }[] = [];
  const links: HTMLAnchorElement[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:onbir/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, name: this.download, inDocument: document.body.contains(this) });
      links.push(this);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    clicked.length = 0;
    links.length = 0;
  });

  it('clicks a link to the blob in the document, leaves nothing behind and revokes the URL later', () => {
    download(new Blob(['x'], { type: 'video/webm' }), 'Taktik.webm');
    expect(clicked).toEqual([{ href: 'blob:onbir/1', name: 'Taktik.webm', inDocument: true }]);
    // Other tests share this document (the client project runs its files in one): the link itself is looked for.
    expect(links.map((a) => document.body.contains(a))).toEqual([false]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:onbir/1');
  });

  it('saves a URL the page has as it is, and revokes nothing', () => {
    download('data:image/png;base64,AAAA', 'Ilk_11.png');
    expect(clicked).toEqual([{ href: 'data:image/png;base64,AAAA', name: 'Ilk_11.png', inDocument: true }]);
    vi.runAllTimers();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });
});
