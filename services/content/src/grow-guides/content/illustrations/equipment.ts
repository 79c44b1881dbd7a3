import { C } from './palette.js';
import { bud } from './plants.js';
import { el, g, n, poly, translate } from './svg.js';

/** Grow gear: pots, lights, tents, reservoirs, jars and meters, each placed by its base or centre. */

/** A tapered pot standing on (x, baseY), with soil showing at the rim. */
export const pot = (x: number, baseY: number, width = 56, height = 44, color: string = C.terracotta) =>
  g({},
    el('path', { d: poly([[x - width / 2, baseY - height], [x + width / 2, baseY - height], [x + width * 0.38, baseY], [x - width * 0.38, baseY]]), fill: color }),
    el('rect', { x: x - width / 2 - 3, y: baseY - height - 2, width: width + 6, height: 9, rx: 2, fill: color === C.terracotta ? C.terracottaDark : C.ink, opacity: color === C.terracotta ? 1 : 0.35 }),
    el('ellipse', { cx: x, cy: baseY - height - 1, rx: width / 2, ry: 3, fill: C.soil }));

/** A fabric pot: straight sides, stitched rim, the usual home for autoflowers and living soil. */
export const fabricPot = (x: number, baseY: number, width = 64, height = 46) =>
  g({},
    el('rect', { x: x - width / 2, y: baseY - height, width, height, rx: 6, fill: C.fabric }),
    el('path', { d: `M${n(x - width / 2 + 4)} ${n(baseY - height + 7)}H${n(x + width / 2 - 4)}`, stroke: C.mute, 'stroke-width': 1, 'stroke-dasharray': '3 3' }),
    el('ellipse', { cx: x, cy: baseY - height + 1, rx: width / 2 - 2, ry: 3, fill: C.soil }));

/** An LED bar centred at (x, y) with its light falling down to `floorY`. */
export const growLight = (x: number, y: number, width: number, floorY: number, hangFrom = 0) =>
  g({},
    el('path', { d: `M${n(x - width / 3)} ${n(hangFrom)}L${n(x - width / 3)} ${n(y)}M${n(x + width / 3)} ${n(hangFrom)}L${n(x + width / 3)} ${n(y)}`, stroke: C.metal, 'stroke-width': 1 }),
    el('path', { d: poly([[x - width / 2, y + 6], [x + width / 2, y + 6], [x + width * 0.8, floorY], [x - width * 0.8, floorY]]), fill: C.glow, opacity: 0.45 }),
    el('rect', { x: x - width / 2, y, width, height: 8, rx: 2, fill: C.panel }),
    el('path', { d: `M${n(x - width / 2 + 6)} ${n(y + 7)}H${n(x + width / 2 - 6)}`, stroke: C.glow, 'stroke-width': 2, 'stroke-dasharray': '4 3' }));

/** A grow tent: a framed, white-lined box with a zip door, from (x, y) `width` × `height`. */
export const tent = (x: number, y: number, width: number, height: number) =>
  g({},
    el('rect', { x, y, width, height, rx: 6, fill: C.cream, stroke: C.panel, 'stroke-width': 4 }),
    el('path', { d: `M${n(x + width - 14)} ${n(y + 10)}V${n(y + height - 8)}`, stroke: C.mute, 'stroke-width': 1.2, 'stroke-dasharray': '2 2' }));

/** A carbon filter and extractor fan with ducting, top corner of a tent. */
export const extractor = (x: number, y: number) =>
  g({},
    el('rect', { x, y, width: 34, height: 16, rx: 8, fill: C.metal }),
    el('rect', { x: x + 34, y: y + 3, width: 12, height: 10, fill: C.panel }),
    el('path', { d: `M${n(x + 46)} ${n(y + 8)}h14`, stroke: C.mute, 'stroke-width': 8 }));

/** A clip fan seen face on, with breeze lines to its right. */
export const clipFan = (x: number, y: number, r = 13) =>
  g({},
    el('circle', { cx: x, cy: y, r, fill: C.cream, stroke: C.panel, 'stroke-width': 2 }),
    ...[0, 120, 240].map((angle) => el('ellipse', { cx: x, cy: y - r / 2, rx: r / 4, ry: r / 2.2, fill: C.metal, transform: `rotate(${angle} ${n(x)} ${n(y)})` })),
    el('path', { d: `M${n(x + r + 4)} ${n(y - 6)}q8-3 16 0M${n(x + r + 6)} ${n(y + 2)}q8-3 16 0M${n(x + r + 4)} ${n(y + 10)}q8-3 16 0`, stroke: C.mute, 'stroke-width': 1.5, fill: 'none', 'stroke-linecap': 'round' }));

/** An opaque reservoir with a lid and net pot; the water line, roots and bubbles show through a cut-away. */
export const bucket = (x: number, baseY: number, opts: { width?: number; height?: number; waterLevel?: number; airStone?: boolean; rootsColor?: string } = {}) => {
  const { width = 80, height = 80, waterLevel = 0.7, airStone = true, rootsColor = C.root } = opts;
  const top = baseY - height;
  const waterTop = baseY - height * waterLevel;
  const rootTips = [-14, -6, 2, 10, 16];
  return g({},
    el('rect', { x: x - width / 2, y: top, width, height, rx: 5, fill: C.panel }),
    el('rect', { x: x - width / 2 + 6, y: waterTop, width: width - 12, height: baseY - waterTop - 6, rx: 3, fill: C.water }),
    el('path', { d: rootTips.map((dx, i) => `M${n(x + dx / 3)} ${n(top + 8)}q${n(dx)} ${n(height * 0.35)} ${n(dx * 0.6)} ${n(height * (0.55 + (i % 2) * 0.12))}`).join(''), stroke: rootsColor, 'stroke-width': 2.2, fill: 'none', 'stroke-linecap': 'round' }),
    airStone ? el('rect', { x: x - 10, y: baseY - 12, width: 20, height: 5, rx: 2.5, fill: C.mute }) : '',
    airStone ? g({ fill: C.cream, opacity: 0.85 }, ...[[-6, 22], [3, 34], [-2, 46], [7, 14], [-9, 38]].map(([dx, dy]) => el('circle', { cx: x + dx, cy: baseY - dy, r: 2 }))) : '',
    el('rect', { x: x - width / 2 - 3, y: top - 4, width: width + 6, height: 8, rx: 3, fill: C.ink }),
    el('path', { d: poly([[x - 15, top - 6], [x + 15, top - 6], [x + 11, top + 12], [x - 11, top + 12]]), fill: C.mute }),
    g({ fill: C.terracottaDark }, ...[-8, 0, 8].map((dx) => el('circle', { cx: x + dx, cy: top - 7, r: 4 }))));
};

/** A small air pump with its line running to (toX, toY). */
export const airPump = (x: number, baseY: number, toX: number, toY: number) =>
  g({},
    el('rect', { x: x - 14, y: baseY - 14, width: 28, height: 14, rx: 4, fill: C.metal }),
    el('path', { d: `M${n(x)} ${n(baseY - 14)}C${n(x)} ${n(toY - 30)} ${n(toX)} ${n(toY - 30)} ${n(toX)} ${n(toY)}`, stroke: C.ink, 'stroke-width': 1.5, fill: 'none' }));

/** A glass jar of buds on (x, baseY); `open` lifts the lid off for burping. */
export const jar = (x: number, baseY: number, opts: { width?: number; height?: number; open?: boolean; hygrometer?: boolean } = {}) => {
  const { width = 44, height = 62, open = false, hygrometer = false } = opts;
  const top = baseY - height;
  const lidY = open ? top - 16 : top - 6;
  const buds = [[-10, 12], [8, 14], [-2, 24], [-11, 34], [10, 36], [0, 44]];
  return g({},
    el('rect', { x: x - width / 2, y: top, width, height, rx: 8, fill: C.glass, stroke: C.mute, 'stroke-width': 1.5 }),
    ...buds.filter(([, dy]) => dy < height - 8).map(([dx, dy]) => bud(x + dx, baseY - dy, 1)),
    hygrometer ? g({}, el('circle', { cx: x + width / 4, cy: top + 14, r: 7, fill: C.cream, stroke: C.ink, 'stroke-width': 1 }), el('path', { d: `M${n(x + width / 4)} ${n(top + 14)}l4-3`, stroke: C.danger, 'stroke-width': 1.2 })) : '',
    el('rect', { x: x - width / 2 + 3, y: lidY, width: width - 6, height: 8, rx: 2, fill: C.metal, transform: open ? `rotate(-14 ${n(x)} ${n(lidY)})` : undefined }));
};

/** A round dial gauge (thermometer or hygrometer) with its needle at `fraction` of the scale. */
export const dial = (x: number, y: number, r: number, fraction: number, band?: readonly [number, number]) => {
  const angle = (f: number) => Math.PI * (0.75 + 1.5 * f);
  const point = (f: number, radius: number) => `${n(x + radius * Math.cos(angle(f)))} ${n(y + radius * Math.sin(angle(f)))}`;
  return g({},
    el('circle', { cx: x, cy: y, r, fill: C.cream, stroke: C.panel, 'stroke-width': 3 }),
    band ? el('path', { d: `M${point(band[0], r - 6)}A${n(r - 6)} ${n(r - 6)} 0 0 1 ${point(band[1], r - 6)}`, stroke: C.leaf, 'stroke-width': 5, fill: 'none' }) : '',
    el('path', { d: `M${n(x)} ${n(y)}L${point(fraction, r - 8)}`, stroke: C.danger, 'stroke-width': 2.2, 'stroke-linecap': 'round' }),
    el('circle', { cx: x, cy: y, r: 3, fill: C.ink }));
};

/** A 24-hour timer face: the lit share of the day in lamp gold, the dark share in ink. */
export const timer = (x: number, y: number, r: number, lightHours: number) => {
  const end = (2 * Math.PI * lightHours) / 24 - Math.PI / 2;
  const large = lightHours > 12 ? 1 : 0;
  return g({},
    el('circle', { cx: x, cy: y, r: r + 4, fill: C.panel }),
    el('circle', { cx: x, cy: y, r, fill: C.ink }),
    el('path', { d: `M${n(x)} ${n(y)}L${n(x)} ${n(y - r)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x + r * Math.cos(end))} ${n(y + r * Math.sin(end))}Z`, fill: C.sun }),
    el('circle', { cx: x, cy: y, r: 3, fill: C.cream }));
};

/** A pH or EC pen standing in a beaker of solution. */
export const meterInBeaker = (x: number, baseY: number, color: string = C.waterDark) =>
  g({},
    el('path', { d: poly([[x - 22, baseY - 50], [x + 22, baseY - 50], [x + 20, baseY], [x - 20, baseY]]), fill: C.glass, stroke: C.mute, 'stroke-width': 1.5 }),
    el('rect', { x: x - 19, y: baseY - 32, width: 38, height: 30, rx: 2, fill: color, opacity: 0.7 }),
    el('rect', { x: x - 7, y: baseY - 92, width: 14, height: 70, rx: 5, fill: C.panel }),
    el('rect', { x: x - 5, y: baseY - 84, width: 10, height: 14, rx: 2, fill: C.glass }),
    el('circle', { cx: x, cy: baseY - 58, r: 3, fill: C.leafLight }));

/** Nutrient bottles in a row. */
export const bottles = (x: number, baseY: number, colors: readonly string[] = [C.leaf, C.terracotta, C.sun]) =>
  g({}, ...colors.map((color, i) => g({ transform: translate(x + i * 26, baseY) },
    el('rect', { x: -10, y: -46, width: 20, height: 46, rx: 4, fill: color }),
    el('rect', { x: -5, y: -54, width: 10, height: 9, rx: 2, fill: C.ink }),
    el('rect', { x: -7, y: -34, width: 14, height: 14, rx: 2, fill: C.cream }))));

/** A watering can pouring to its left. */
export const wateringCan = (x: number, y: number) =>
  g({ transform: translate(x, y) },
    el('path', { d: 'M-30-2L-6 10', stroke: C.waterDark, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    el('rect', { x: -8, y: -4, width: 40, height: 30, rx: 6, fill: C.leafDark }),
    el('path', { d: 'M4-4q12-16 24 0', stroke: C.leafDark, 'stroke-width': 4, fill: 'none' }),
    g({ fill: C.water }, el('circle', { cx: -36, cy: 8, r: 2 }), el('circle', { cx: -32, cy: 16, r: 2 }), el('circle', { cx: -40, cy: 18, r: 2 })));

/** Scissors, open, pointing along `angle`. */
export const scissors = (x: number, y: number, angle = 0, scale = 1) =>
  g({ transform: translate(x, y, `rotate(${angle}) scale(${n(scale)})`) },
    el('path', { d: 'M0 0L30-8M0 0L30 8', stroke: C.metal, 'stroke-width': 3.5, 'stroke-linecap': 'round' }),
    el('circle', { cx: -8, cy: -7, r: 6, fill: 'none', stroke: C.danger, 'stroke-width': 3 }),
    el('circle', { cx: -8, cy: 7, r: 6, fill: 'none', stroke: C.danger, 'stroke-width': 3 }));
