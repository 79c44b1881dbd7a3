import { C } from './palette.js';
import { el, g, n, translate } from './svg.js';

/**
 * Shared shapes, written once per file in `<defs>` and placed with `<use>` (an in-file
 * reference, `#id`): a leaflet, a seven-leaflet fan leaf and a bud.
 */
const LEAFLETS: ReadonlyArray<readonly [number, number]> = [[-78, 0.42], [-52, 0.68], [-26, 0.88], [0, 1], [26, 0.88], [52, 0.68], [78, 0.42]];

export const PLANT_DEFS =
  el('path', { id: 'lf', d: 'M0 0C4-6 5-18 0-30C-5-18-4-6 0 0Z' }) +
  g({ id: 'fan' }, ...LEAFLETS.map(([angle, scale]) => el('use', { href: '#lf', transform: `rotate(${angle}) scale(${scale})` }))) +
  g({ id: 'bud' },
    el('ellipse', { cx: -4, cy: 2, rx: 4, ry: 5, fill: C.budDark }),
    el('ellipse', { cx: 4, cy: 2, rx: 4, ry: 5, fill: C.budDark }),
    el('ellipse', { cx: 0, cy: -1, rx: 5, ry: 7, fill: C.bud }),
    el('path', { d: 'M-2-4l-3-3M2-3l3-3M0 1l1 4M-3 2l-3 1', stroke: C.pistil, 'stroke-width': 1.2, 'stroke-linecap': 'round', fill: 'none' }));

/** A fan leaf at (x, y) pointing `angle` degrees from straight up. */
export const fan = (x: number, y: number, angle: number, scale: number, fill: string = C.leaf) =>
  el('use', { href: '#fan', transform: translate(x, y, `rotate(${n(angle)}) scale(${n(scale)})`), fill });

export const bud = (x: number, y: number, scale = 1) => el('use', { href: '#bud', transform: translate(x, y, `scale(${n(scale)})`) });

/** A big, dense bud for close-ups: many small buds packed into a teardrop. */
export const budCluster = (x: number, y: number, scale = 1) =>
  g({ transform: translate(x, y, `scale(${n(scale)})`) },
    ...[[0, -30], [-7, -20], [7, -20], [-12, -8], [0, -10], [12, -8], [-14, 4], [-4, 2], [6, 2], [14, 5], [-8, 14], [4, 14], [0, 24]]
      .map(([dx, dy]) => bud(dx, dy, 1)));

export type PlantStage = 'sprout' | 'seedling' | 'veg' | 'flower' | 'ripe';

const stemLine = (x: number, baseY: number, topY: number, width: number) =>
  el('path', { d: `M${n(x)} ${n(baseY)}L${n(x)} ${n(topY)}`, stroke: C.stem, 'stroke-width': width, 'stroke-linecap': 'round' });

/** Two round seed leaves, the first thing a sprout shows. */
const cotyledons = (x: number, y: number, s: number) =>
  el('ellipse', { cx: x - 5 * s, cy: y, rx: 5 * s, ry: 2.6 * s, fill: C.leafLight, transform: `rotate(-20 ${n(x - 5 * s)} ${n(y)})` }) +
  el('ellipse', { cx: x + 5 * s, cy: y, rx: 5 * s, ry: 2.6 * s, fill: C.leafLight, transform: `rotate(20 ${n(x + 5 * s)} ${n(y)})` });

/**
 * A cannabis plant standing on (x, baseY), `height` tall, at a stage of its life: leaf pairs
 * at each node, bud sites at the branch tips once it flowers, yellowing fans when it is ripe.
 */
export const plant = (x: number, baseY: number, stage: PlantStage, height = 100, opts: { bareNodes?: number; topCut?: boolean } = {}): string => {
  if (stage === 'sprout') {
    const top = baseY - height * 0.18;
    return g({}, stemLine(x, baseY, top, 2), cotyledons(x, top, 1.2));
  }
  if (stage === 'seedling') {
    const top = baseY - height * 0.35;
    return g({}, stemLine(x, baseY, top, 2.4), cotyledons(x, baseY - height * 0.15, 1.3),
      fan(x, top + 4, -50, 0.35, C.leaf), fan(x, top + 4, 50, 0.35, C.leaf), fan(x, top, 0, 0.3, C.leafLight));
  }
  const s = height / 100;
  const top = baseY - height;
  const nodes = 4;
  const flowering = stage === 'flower' || stage === 'ripe';
  const parts: string[] = [stemLine(x, baseY, top + (opts.topCut ? 34 : 8) * s, 1.5 + 2.5 * s)];
  for (let i = 0; i < nodes; i += 1) {
    const y = baseY - height * (0.18 + (0.6 * i) / nodes);
    const size = s * (0.95 - 0.12 * i);
    const fill = stage === 'ripe' && i < 2 ? C.leafAutumn : i % 2 === 0 ? C.leafDark : C.leaf;
    // Leaves sit on stalks (petioles) off the stem; a flowering plant also has side branches
    // that end in bud sites, lower ones longer, which gives the familiar Christmas-tree outline.
    const stalk = 22 * size;
    // Lollipopped plants have their lowest nodes stripped.
    if (i < (opts.bareNodes ?? 0)) continue;
    parts.push(el('path', { d: `M${n(x)} ${n(y)}l${n(-stalk)} ${n(-stalk * 0.35)}M${n(x)} ${n(y)}l${n(stalk)} ${n(-stalk * 0.35)}`, stroke: C.stem, 'stroke-width': 1.2 + s, fill: 'none' }));
    parts.push(fan(x - stalk, y - stalk * 0.35, -72, size, fill), fan(x + stalk, y - stalk * 0.35, 72, size, fill));
    if (flowering && i > 0) {
      const reach = 16 * s * (1.5 - 0.25 * i);
      parts.push(el('path', { d: `M${n(x)} ${n(y)}l${n(-reach)} ${n(-reach * 1.3)}M${n(x)} ${n(y)}l${n(reach)} ${n(-reach * 1.3)}`, stroke: C.stem, 'stroke-width': 1 + s, fill: 'none' }));
      parts.push(bud(x - reach, y - reach * 1.3, 0.6 * s + 0.3), bud(x + reach, y - reach * 1.3, 0.6 * s + 0.3));
    }
  }
  if (opts.topCut) {
    // The main cola has been harvested: a cut stump where it was.
    parts.push(el('path', { d: `M${n(x - 3)} ${n(top + 34 * s)}h6`, stroke: C.soilLight, 'stroke-width': 3 }));
    return g({}, ...parts);
  }
  parts.push(fan(x, top + 16 * s, 0, 0.6 * s, C.leaf));
  if (flowering) {
    const cola = 0.9 * s + 0.3;
    parts.push(bud(x, top + 20 * s, cola), bud(x, top + 10 * s, cola), bud(x, top + 1 * s, cola * 0.85));
    if (stage === 'ripe') parts.push(bud(x - 4 * s, top + 28 * s, cola * 0.9), bud(x + 4 * s, top + 30 * s, cola * 0.9));
  }
  return g({}, ...parts);
};

/** A cut branch with buds, its cut end at (x, y), pointing `angle` degrees from up (180 hangs it). */
export const branch = (x: number, y: number, angle = 0, scale = 1) =>
  g({ transform: translate(x, y, `rotate(${angle}) scale(${n(scale)})`) },
    el('path', { d: 'M0 0V-46M0-14l-12-10M0-26l12-10', stroke: C.stem, 'stroke-width': 2.4, fill: 'none', 'stroke-linecap': 'round' }),
    bud(-12, -27, 0.9), bud(12, -39, 0.9), bud(0, -40, 1), bud(0, -50, 1.1));

/** A seed: a small brown ellipse with a light seam. */
export const seed = (x: number, y: number, angle = 0, scale = 1) =>
  g({ transform: translate(x, y, `rotate(${angle}) scale(${n(scale)})`) },
    el('ellipse', { rx: 6, ry: 4.2, fill: C.soilLight }),
    el('path', { d: 'M-5 0L5 0', stroke: C.soilDark, 'stroke-width': 0.8 }));
