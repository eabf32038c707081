/** How long an object URL outlives its click: the browser must have started reading it by then. */
export const REVOKE_AFTER_MS = 30_000;

/**
 * Saves a file under a name through a temporary link: a Blob (PNG, video, a plan's file) or a URL the
 * page already has (a data URL). A Blob's object URL is revoked once the download has had time to start.
 */
export function download(file: Blob | string, fileName: string): void {
  const url = typeof file === 'string' ? file : URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  // In the document: Firefox ignores a click on a link that is not.
  document.body.append(a);
  a.click();
  a.remove();
  if (typeof file !== 'string') setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
