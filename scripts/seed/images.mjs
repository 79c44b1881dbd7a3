// Plant-like pictures drawn as SVG and rasterised by sharp: leafy gradients in greens, so the
// demo feed looks like a grow community without shipping any photographs.
import sharp from 'sharp';
import { seededRandom } from './random.mjs';

const GREENS = ['#1b5e20', '#2e7d32', '#388e3c', '#43a047', '#558b2f', '#689f38', '#33691e', '#004d40', '#00695c', '#827717'];
const SKIES = ['#e8f5e9', '#f1f8e9', '#fffde7', '#e0f2f1', '#263238', '#1a237e', '#3e2723', '#fbe9e7'];
const ACCENTS = ['#9c27b0', '#ff9800', '#ffeb3b', '#e91e63', '#8d6e63', '#cddc39'];

/** A fan leaf: 5–9 blades around a stem point, each an ellipse with a midrib. */
function leaf(r, cx, cy, size, colour, rotation) {
  const blades = r.pick([5, 7, 7, 9]);
  const parts = [];
  for (let i = 0; i < blades; i++) {
    const angle = -90 + (i - (blades - 1) / 2) * (150 / (blades - 1));
    const length = size * (1 - Math.abs(i - (blades - 1) / 2) / blades * 0.9);
    parts.push(`<g transform="rotate(${angle.toFixed(1)} ${cx} ${cy})">
      <ellipse cx="${cx + length / 2}" cy="${cy}" rx="${(length / 2).toFixed(1)}" ry="${(length / 9).toFixed(1)}" fill="${colour}"/>
      <line x1="${cx}" y1="${cy}" x2="${cx + length}" y2="${cy}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${Math.max(1, size / 60).toFixed(1)}"/></g>`);
  }
  return `<g transform="rotate(${rotation.toFixed(1)} ${cx} ${cy})">${parts.join('')}</g>`;
}

function plantSvg(seed, width, height) {
  const r = seededRandom(seed);
  const sky = r.pick(SKIES);
  const ground = r.pick(GREENS);
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${r.next().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${ground}"/></linearGradient>
      <radialGradient id="glow" cx="${r.next().toFixed(2)}" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
  ];
  const leaves = r.int(4, 11);
  for (let i = 0; i < leaves; i++) {
    parts.push(leaf(r, r.int(0, width), r.int(height * 0.25, height), r.int(height / 6, height / 2.2), r.pick(GREENS), r.int(-40, 40)));
  }
  // Buds: clusters of small dots in an accent colour (pistils, trichomes).
  const buds = r.int(0, 5);
  for (let i = 0; i < buds; i++) {
    const cx = r.int(width * 0.1, width * 0.9);
    const cy = r.int(height * 0.2, height * 0.8);
    const accent = r.pick(ACCENTS);
    for (let j = 0; j < 18; j++) {
      parts.push(`<circle cx="${cx + r.int(-30, 30)}" cy="${cy + r.int(-40, 40)}" r="${r.int(3, 9)}" fill="${accent}" fill-opacity="${(0.5 + r.next() / 2).toFixed(2)}"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

const SIZES = [[1080, 1080], [1200, 900], [900, 1200], [1280, 720]];

/** `count` distinct JPEGs, the same ones for the same seed. */
export async function makePlantImages(count, seed = 420) {
  const images = [];
  for (let i = 0; i < count; i++) {
    const [width, height] = SIZES[i % SIZES.length];
    const jpeg = await sharp(Buffer.from(plantSvg(seed + i, width, height))).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    images.push({ name: `plant-${i + 1}.jpg`, type: 'image/jpeg', buffer: jpeg, width, height });
  }
  return images;
}

/** A round avatar: a leaf on a coloured disc, 256 px. */
export async function makeAvatar(seed) {
  const r = seededRandom(seed * 7919);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${r.pick(SKIES)}"/>
    <circle cx="128" cy="128" r="118" fill="${r.pick(GREENS)}"/>${leaf(r, 128, 170, 95, r.pick(['#c5e1a5', '#dcedc8', '#fff59d', '#b2dfdb']), 0)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Photos the size a phone camera takes (3000×4000 px, 12 MP): a plant picture with sensor-like
 * grain over it, so the JPEG is as large as a real one (a few MB; smooth gradients alone would
 * compress to almost nothing and hide what sending originals to a phone costs).
 */
export async function makePhonePhotos(count, seed = 1200) {
  const [width, height] = [3000, 4000];
  const photos = [];
  for (let i = 0; i < count; i++) {
    // Drawn at a third of the size and scaled up (rasterising the SVG at 12 MP is slow), then the grain at full size.
    const drawn = await sharp(Buffer.from(plantSvg(seed + i, width / 3, height / 3))).png().toBuffer();
    const plant = await sharp(drawn).resize(width, height).png({ compressionLevel: 1 }).toBuffer();
    const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } } }).png({ compressionLevel: 1 }).toBuffer();
    const jpeg = await sharp(plant).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 88 }).toBuffer();
    photos.push({ name: `phone-photo-${i + 1}.jpg`, type: 'image/jpeg', buffer: jpeg, width, height });
  }
  return photos;
}
