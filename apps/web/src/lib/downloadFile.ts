/** Saves a file the API returned (an invoice, an account export, an analytics CSV) under its own name. */
export function downloadFile(file: Blob, fallbackName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file instanceof File && file.name ? file.name : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
