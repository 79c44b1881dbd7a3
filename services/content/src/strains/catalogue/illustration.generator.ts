// A small, self-contained SVG per strain: a type-coloured background, a stylised leaf in the
// dominant terpene's colour, and the strain's initials. No scripts, links, external images or
// fonts, so it is safe to serve as image/svg+xml. Deterministic from the name.
import type { CatalogueStrain } from './catalogue.types.js';
import { leafColour, TYPE_COLOURS } from './illustration.palette.js';
import { stableHash } from './strain-name.js';

export type IllustrationFacts = Pick<CatalogueStrain, 'name' | 'nameKey' | 'type' | 'terpeneProfile'>;

const WIDTH = 320;
const HEIGHT = 240;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** "Blue Dream" → "BD", "$100 OG" → "1O", "Zkittlez" → "Z". */
export function strainInitials(name: string): string {
  const words = name.normalize('NFKD').replace(/\p{M}/gu, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** One leaflet: a pointed ellipse from the leaf's base, rotated around it. */
function leaflet(length: number, width: number, angle: number): string {
  const l = length.toFixed(0);
  const w = width.toFixed(0);
  return `<path d="M0 0C${w} -${(length * 0.35).toFixed(0)} ${w} -${(length * 0.7).toFixed(0)} 0 -${l}C-${w} -${(length * 0.7).toFixed(0)} -${w} -${(length * 0.35).toFixed(0)} 0 0Z" transform="rotate(${angle})"/>`;
}

/** Leaflets fanned symmetrically; the centre one is longest. */
function leaf(count: number, spread: number): string {
  const parts: string[] = [];
  const half = (count - 1) / 2;
  for (let i = 0; i < count; i += 1) {
    const offset = i - half;
    const length = 104 - Math.abs(offset) * (58 / Math.max(half, 1));
    parts.push(leaflet(length, 8 + (half - Math.abs(offset)) * 1.2, (offset * spread) / Math.max(half, 1)));
  }
  return parts.join('');
}

export function strainIllustrationSvg(strain: IllustrationFacts): string {
  const hash = stableHash(strain.nameKey);
  const colours = TYPE_COLOURS[strain.type];
  const leafFill = leafColour(strain.terpeneProfile.primary[0]);
  const leaflets = [5, 7, 9][hash % 3];
  const spread = 78 + ((hash >>> 4) % 24);
  const tilt = ((hash >>> 9) % 21) - 10;
  const glowX = 40 + ((hash >>> 14) % 60);
  const title = escapeXml(`${strain.name} (${strain.type}) illustration`);
  const initials = escapeXml(strainInitials(strain.name));
  // Ids carry the hash so several illustrations inlined in one page never share a gradient.
  const bg = `bg${hash.toString(36)}`;
  const glow = `gl${hash.toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs><linearGradient id="${bg}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>`,
    `<radialGradient id="${glow}" cx="${glowX}%" cy="30%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${bg})"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${glow})"/>`,
    `<circle cx="160" cy="130" r="92" fill="#fff" fill-opacity=".1"/>`,
    `<g transform="translate(160 168) rotate(${tilt})" fill="${leafFill}" stroke="#0b1f0f" stroke-opacity=".35" stroke-width="1.5">`,
    leaf(leaflets, spread),
    `<path d="M0 0L0 44" stroke="${leafFill}" stroke-width="4" stroke-linecap="round"/></g>`,
    `<circle cx="268" cy="52" r="30" fill="#000" fill-opacity=".28"/>`,
    `<text x="268" y="62" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${initials}</text>`,
    `</svg>`,
  ].join('');
}

/** Shown by the UI when a strain's image fails to load: a neutral grey leaf, no strain data. */
export const FALLBACK_STRAIN_IMAGE_SVG = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="Strain image unavailable">`,
  `<title>Strain image unavailable</title>`,
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="#e6e9e4"/>`,
  `<g transform="translate(160 168)" fill="#b4bcb0" stroke="#8d978a" stroke-width="1.5">`,
  leaf(7, 80),
  `<path d="M0 0L0 44" stroke="#b4bcb0" stroke-width="4" stroke-linecap="round"/></g>`,
  `</svg>`,
].join('');
