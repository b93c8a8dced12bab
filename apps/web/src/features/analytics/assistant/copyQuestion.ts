/**
 * Copies a question for the knowledge base (its screen takes no prefilled question): the Clipboard
 * API where the page is a secure context, else the older selection-based copy. False when refused.
 */
export async function copyQuestion(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  } catch {
    return false;
  }
}
