/**
 * Saves a downloaded Blob under a file name: an object URL and a temporary <a download>, clicked.
 * (Downloads carry the bearer token, so they are fetched with axios; a plain link or navigation could not
 * send the header.) The URL is revoked a moment later, once the browser has started the download.
 */
export function saveBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
