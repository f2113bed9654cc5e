/** Demo images as SVG data URIs (no external files, no network). */
const PALETTES = [
  ['#ff7a18', '#ffb347'],
  ['#1677ff', '#69b1ff'],
  ['#13a8a8', '#5cdbd3'],
  ['#722ed1', '#b37feb'],
  ['#d4380d', '#ff9c6e'],
  ['#389e0d', '#95de64'],
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const toDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * A wide banner: a gradient with light circles placed by `index`, and the title and subtitle when given. Pictures of
 * the home blocks carry no text — the page shows the item's title beside or over them (a title drawn into the picture
 * would be said twice, and cropped on a phone).
 */
export function bannerImage(title: string, subtitle: string, index: number, width = 1200, height = 480): string {
  const [from, to] = PALETTES[index % PALETTES.length];
  const shift = ((index * 37) % 100) / 100;
  const text = title
    ? `
<text x="64" y="${height / 2}" font-family="'WenQuanYi Micro Hei','Microsoft YaHei','PingFang SC',sans-serif" font-size="${Math.round(height / 9)}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="64" y="${height / 2 + height / 7}" font-family="'WenQuanYi Micro Hei','Microsoft YaHei','PingFang SC',sans-serif" font-size="${Math.round(height / 18)}" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${Math.round(width * (0.6 + 0.3 * shift))}" cy="${Math.round(height * (0.2 + 0.2 * shift))}" r="${Math.round(height * 0.42)}" fill="#fff" fill-opacity="0.12"/>
<circle cx="${Math.round(width * (0.75 - 0.4 * shift))}" cy="${Math.round(height * 0.9)}" r="${Math.round(height * 0.3)}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${Math.round(width * (0.15 + 0.2 * shift))}" cy="${Math.round(height * 0.15)}" r="${Math.round(height * 0.12)}" fill="#fff" fill-opacity="0.1"/>${text}
</svg>`;
  return toDataUri(svg);
}

/** A square logo with the first characters of a name. */
export function logoImage(name: string, index: number, size = 160): string {
  const [from, to] = PALETTES[index % PALETTES.length];
  const mark = escapeXml(name.slice(0, 2));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" rx="${size / 5}" fill="url(#g)"/>
<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="'WenQuanYi Micro Hei','Microsoft YaHei','PingFang SC',sans-serif" font-size="${size / 3}" font-weight="700" fill="#fff">${mark}</text>
</svg>`;
  return toDataUri(svg);
}
