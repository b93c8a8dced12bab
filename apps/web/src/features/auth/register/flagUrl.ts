/**
 * The flags are the SVG files of `country-flag-icons`, served from our own host: no external image
 * service. `no-inline` keeps the 267 images out of this chunk (Vite would otherwise inline each
 * small SVG as a data URL), so the browser downloads only the flags it actually displays.
 */
const urlsByPath = import.meta.glob<string>('./*.svg', {
  base: '../../../../../../node_modules/country-flag-icons/3x2',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const urlsByCode = new Map(
  Object.entries(urlsByPath).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
);

/** The flag image of an ISO 3166-1 alpha-2 code ('SN'); undefined when the package has none. */
export function flagUrl(countryCode: string): string | undefined {
  return urlsByCode.get(countryCode.toUpperCase());
}
