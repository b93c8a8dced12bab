/**
 * Styles go through the CSSOM, `!important`, on the loader's own elements only: no stylesheet and
 * no class name, so nothing reaches the host page's elements and a strict style-src is fine.
 */
export function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  for (const name of Object.keys(styles)) element.style.setProperty(name, styles[name] ?? '', 'important');
}

/** Above almost anything a host page stacks. */
export const TOP_LAYER = '2147483000';
