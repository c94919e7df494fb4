/**
 * Saves downloaded bytes as a file: an object URL on a temporary <a download>, clicked, then released.
 * (Report files need the bearer token, which a plain navigation to /download-file cannot send.)
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser time to start the download before the URL goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
