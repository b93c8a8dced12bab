/**
 * Copies text to the clipboard. The Clipboard API exists only in secure contexts; a back-office
 * reached over plain http on a local network falls back to the older selection-based copy.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Refused as the Clipboard API refuses; never shown, CopyField says the copy failed in its own words.
    if (!document.execCommand('copy')) throw new DOMException('copy', 'NotAllowedError');
  } finally {
    area.remove();
  }
}
