import { C } from './palette.js';
import { fan } from './plants.js';
import { el, g, n, poly, translate } from './svg.js';

/** Smaller props: single leaves, sprays, traps, bags, heaps, meters and the night sky. */

/** Where the tips of a fan leaf's leaflets land (for spots and burnt tips drawn over a leaf). */
const LEAFLET_TIPS: ReadonlyArray<readonly [number, number]> = [[-78, 0.42], [-52, 0.68], [-26, 0.88], [0, 1], [26, 0.88], [52, 0.68], [78, 0.42]];
/** Points `along` (0 at the stalk, 1 at the tip) each leaflet of a fan leaf: for spots and holes. */
export const alongLeaflets = (x: number, y: number, scale: number, along: number) =>
  LEAFLET_TIPS.map(([angle, length]) => {
    const rad = (angle * Math.PI) / 180;
    return [x + Math.sin(rad) * 30 * length * scale * along, y - Math.cos(rad) * 30 * length * scale * along] as const;
  });

/** One big fan leaf on its stalk, for close-ups. */
export const bigLeaf = (x: number, y: number, scale: number, fill: string = C.leaf) =>
  g({},
    el('path', { d: `M${n(x)} ${n(y)}l0 ${n(22 * scale)}`, stroke: C.stem, 'stroke-width': 2 + scale }),
    fan(x, y, 0, scale, fill));

/** A leaf with burnt, brown tips: a brown leaf under a slightly smaller green one. */
export const burntLeaf = (x: number, y: number, scale: number) =>
  g({}, bigLeaf(x, y, scale, C.soilLight), fan(x, y, 0, scale * 0.84, C.leafDark));

/** A spray bottle (cleaning or a foliar spray). */
export const sprayBottle = (x: number, baseY: number) =>
  g({},
    el('rect', { x: x - 12, y: baseY - 44, width: 24, height: 44, rx: 5, fill: C.waterDark }),
    el('path', { d: poly([[x - 6, baseY - 44], [x + 6, baseY - 44], [x + 4, baseY - 56], [x - 14, baseY - 58], [x - 14, baseY - 52], [x - 6, baseY - 52]]), fill: C.ink }),
    el('path', { d: `M${n(x - 20)} ${n(baseY - 58)}l-8-4M${n(x - 20)} ${n(baseY - 55)}h-10M${n(x - 20)} ${n(baseY - 52)}l-8 4`, stroke: C.water, 'stroke-width': 1.6, 'stroke-linecap': 'round' }));

/** A yellow sticky trap on a stick, with a few caught insects. */
export const stickyTrap = (x: number, baseY: number) =>
  g({},
    el('path', { d: `M${n(x)} ${n(baseY)}V${n(baseY - 40)}`, stroke: C.soilLight, 'stroke-width': 2 }),
    el('rect', { x: x - 16, y: baseY - 76, width: 32, height: 40, rx: 2, fill: C.sun }),
    g({ fill: C.ink }, ...[[-8, -66], [4, -60], [-2, -50], [8, -46], [-10, -44]].map(([dx, dy]) => el('circle', { cx: x + dx, cy: baseY + dy, r: 1.3 }))));

/** A dehumidifier: a box with a grille and a water-drop badge. */
export const dehumidifier = (x: number, baseY: number) =>
  g({},
    el('rect', { x: x - 26, y: baseY - 70, width: 52, height: 70, rx: 6, fill: C.cream, stroke: C.mute, 'stroke-width': 2 }),
    el('path', { d: [0, 6, 12, 18].map((dy) => `M${n(x - 18)} ${n(baseY - 60 + dy)}h36`).join(''), stroke: C.mute, 'stroke-width': 2 }),
    el('path', { d: `M${n(x)} ${n(baseY - 30)}q-9 12 0 16q9-4 0-16Z`, fill: C.waterDark }));

/** An upright thermometer; `level` 0–1 fills the column. */
export const thermometer = (x: number, baseY: number, level: number, color: string = C.danger) =>
  g({},
    el('rect', { x: x - 5, y: baseY - 64, width: 10, height: 56, rx: 5, fill: C.cream, stroke: C.panel, 'stroke-width': 2 }),
    el('rect', { x: x - 2, y: baseY - 12 - 46 * level, width: 4, height: 46 * level + 4, fill: color }),
    el('circle', { cx: x, cy: baseY - 6, r: 7, fill: color, stroke: C.panel, 'stroke-width': 2 }));

/** A bag of potting mix with a leaf on its label. */
export const soilBag = (x: number, baseY: number, label = C.leaf) =>
  g({},
    el('path', { d: poly([[x - 30, baseY], [x + 30, baseY], [x + 26, baseY - 76], [x - 26, baseY - 76]]), fill: C.terracottaDark }),
    el('rect', { x: x - 20, y: baseY - 58, width: 40, height: 30, rx: 4, fill: C.cream }),
    fan(x, baseY - 32, 0, 0.5, label));

/** A heap of loose material; `speckle` dots it with perlite or castings. */
export const heap = (x: number, baseY: number, width: number, color: string, speckle?: string) =>
  g({},
    el('path', { d: `M${n(x - width / 2)} ${n(baseY)}Q${n(x)} ${n(baseY - width * 0.7)} ${n(x + width / 2)} ${n(baseY)}Z`, fill: color }),
    speckle ? g({ fill: speckle }, ...[[-0.25, 0.12], [0, 0.22], [0.2, 0.1], [-0.1, 0.3], [0.1, 0.08], [-0.3, 0.05], [0.28, 0.04]].map(([fx, fy]) => el('circle', { cx: x + fx * width, cy: baseY - fy * width, r: 2 }))) : '');

/** A moon and two stars: the dark period. */
export const moon = (x: number, y: number) =>
  g({},
    el('path', { d: `M${n(x)} ${n(y - 14)}a14 14 0 1 0 12 21a11 11 0 1 1-12-21Z`, fill: C.cream }),
    el('circle', { cx: x - 30, cy: y + 4, r: 1.8, fill: C.cream }), el('circle', { cx: x + 26, cy: y - 10, r: 1.5, fill: C.cream }));

/** A PAR meter: a handheld box with a white sensor dome. */
export const parMeter = (x: number, baseY: number) =>
  g({},
    el('rect', { x: x - 14, y: baseY - 40, width: 28, height: 40, rx: 5, fill: C.panel }),
    el('rect', { x: x - 9, y: baseY - 34, width: 18, height: 12, rx: 2, fill: C.glass }),
    el('path', { d: `M${n(x - 8)} ${n(baseY - 40)}a8 8 0 0 1 16 0Z`, fill: C.cream }));

/** A small spade. */
export const spade = (x: number, y: number, angle = 20) =>
  g({ transform: translate(x, y, `rotate(${angle})`) },
    el('path', { d: 'M0-60V0', stroke: C.soilLight, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    el('path', { d: 'M-7-64h14', stroke: C.soilLight, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    el('path', { d: 'M-11 0h22v16q-11 10-22 0Z', fill: C.metal }));

/** A seed packet with a leaf on the front. */
export const seedPacket = (x: number, y: number) =>
  g({},
    el('rect', { x, y, width: 60, height: 80, rx: 4, fill: C.cream, stroke: C.mute, 'stroke-width': 1.5 }),
    el('rect', { x, y: y + 56, width: 60, height: 14, fill: C.leaf }),
    fan(x + 30, y + 44, 0, 0.8, C.leafDark));

/** A red cross or a green tick in a circle: bad and good examples side by side. */
export const verdict = (x: number, y: number, good: boolean) =>
  g({},
    el('circle', { cx: x, cy: y, r: 11, fill: good ? C.leaf : C.danger }),
    el('path', { d: good ? `M${n(x - 5)} ${n(y)}l4 4 7-8` : `M${n(x - 4)} ${n(y - 4)}l8 8M${n(x + 4)} ${n(y - 4)}l-8 8`, stroke: C.cream, 'stroke-width': 2.6, fill: 'none', 'stroke-linecap': 'round' }));

/** A shallow saucer under a pot, with drops of runoff falling into it. */
export const saucer = (x: number, baseY: number, width: number, drips = true) =>
  g({},
    el('path', { d: `M${n(x - width / 2)} ${n(baseY - 6)}h${n(width)}l-4 6h${n(-width + 8)}Z`, fill: C.mute }),
    drips ? g({ fill: C.waterDark }, el('circle', { cx: x - 8, cy: baseY - 10, r: 1.8 }), el('circle', { cx: x + 6, cy: baseY - 12, r: 1.8 })) : '');
