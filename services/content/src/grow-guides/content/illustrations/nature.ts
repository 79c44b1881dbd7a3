import { C } from './palette.js';
import { el, g, n, poly, translate, WIDTH, HEIGHT } from './svg.js';

/** The outdoors and the small things: ground, weather, soil life, pests, hands-on tools. */

export const ground = (y: number, color: string = C.soil) =>
  el('path', { d: `M0 ${n(y)}Q${WIDTH / 2} ${n(y - 6)} ${WIDTH} ${n(y)}V${HEIGHT - 12}Q${WIDTH} ${HEIGHT} ${WIDTH - 12} ${HEIGHT}H12Q0 ${HEIGHT} 0 ${HEIGHT - 12}Z`, fill: color });

export const grass = (y: number, xs: readonly number[]) =>
  el('path', { d: xs.map((x) => `M${n(x)} ${n(y)}l-3-8M${n(x)} ${n(y)}l1-10M${n(x)} ${n(y)}l4-7`).join(''), stroke: C.leaf, 'stroke-width': 1.6, 'stroke-linecap': 'round' });

export const sky = (height: number) => el('rect', { width: WIDTH, height, rx: 12, fill: C.sky });

export const sun = (x: number, y: number, r = 16) =>
  g({},
    el('path', { d: Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `M${n(x + (r + 5) * Math.cos(a))} ${n(y + (r + 5) * Math.sin(a))}L${n(x + (r + 12) * Math.cos(a))} ${n(y + (r + 12) * Math.sin(a))}`;
    }).join(''), stroke: C.sun, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    el('circle', { cx: x, cy: y, r, fill: C.sun }));

export const cloud = (x: number, y: number, scale = 1, color: string = C.cream) =>
  g({ transform: translate(x, y, `scale(${n(scale)})`), fill: color },
    el('circle', { cx: -14, cy: 4, r: 11 }), el('circle', { cx: 2, cy: -4, r: 15 }), el('circle', { cx: 18, cy: 5, r: 10 }),
    el('rect', { x: -24, y: 4, width: 50, height: 11, rx: 5 }));

export const rain = (x: number, y: number) =>
  el('path', { d: [0, 12, 24, 6, 18].map((dx, i) => `M${n(x + dx)} ${n(y + (i % 2) * 10)}l-3 9`).join(''), stroke: C.waterDark, 'stroke-width': 2, 'stroke-linecap': 'round' });

export const snowflake = (x: number, y: number, r = 9) =>
  el('path', { d: [0, 60, 120].map((a) => {
    const rad = (a * Math.PI) / 180;
    return `M${n(x - r * Math.cos(rad))} ${n(y - r * Math.sin(rad))}L${n(x + r * Math.cos(rad))} ${n(y + r * Math.sin(rad))}`;
  }).join(''), stroke: C.waterDark, 'stroke-width': 2, 'stroke-linecap': 'round' });

export const worm = (x: number, y: number) =>
  el('path', { d: `M${n(x)} ${n(y)}q6-6 12 0t12 0 12 0`, stroke: '#c98b7f', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });

/** Fine white threads in the soil: fungal hyphae. */
export const hyphae = (x: number, y: number) =>
  el('path', { d: `M${n(x)} ${n(y)}c8 4 10 12 20 10M${n(x + 10)} ${n(y + 5)}c2 8 10 10 8 18M${n(x + 20)} ${n(y + 10)}c6-4 12-2 16 4`, stroke: C.cream, 'stroke-width': 0.9, fill: 'none', opacity: 0.9 });

export const clover = (x: number, y: number) =>
  g({ fill: C.leafLight },
    el('path', { d: `M${n(x)} ${n(y)}v-8`, stroke: C.stem, 'stroke-width': 1.2 }),
    el('circle', { cx: x - 3, cy: y - 10, r: 3 }), el('circle', { cx: x + 3, cy: y - 10, r: 3 }), el('circle', { cx: x, cy: y - 14, r: 3 }));

export const caterpillar = (x: number, y: number, scale = 1) =>
  g({ fill: '#8fae3f', transform: translate(x, y, `scale(${n(scale)})`) }, ...[0, 6, 12, 18].map((dx) => el('circle', { cx: dx, cy: dx % 12 === 6 ? -2 : 0, r: 3.6 })),
    el('circle', { cx: 24, cy: -1, r: 4, fill: '#6d8a2a' }));

export const ladybug = (x: number, y: number, scale = 1) =>
  g({ transform: translate(x, y, `scale(${n(scale)})`) },
    el('circle', { r: 6, fill: C.danger }),
    el('circle', { cx: 6, r: 3, fill: C.ink }),
    el('path', { d: 'M-6 0H4', stroke: C.ink, 'stroke-width': 1 }),
    el('circle', { cx: -2, cy: -3, r: 1.3, fill: C.ink }), el('circle', { cx: -2, cy: 3, r: 1.3, fill: C.ink }));

/** A loupe with three resin heads inside: clear, cloudy and amber. */
export const loupe = (x: number, y: number, r = 34) =>
  g({},
    el('path', { d: `M${n(x + r * 0.7)} ${n(y + r * 0.7)}l22 22`, stroke: C.panel, 'stroke-width': 8, 'stroke-linecap': 'round' }),
    el('circle', { cx: x, cy: y, r, fill: C.leafDark, stroke: C.panel, 'stroke-width': 5 }),
    ...([[-14, C.clear], [0, C.cloudy], [14, C.amber]] as const).map(([dx, color]) => g({},
      el('path', { d: `M${n(x + dx)} ${n(y + 20)}V${n(y - 2)}`, stroke: C.cloudy, 'stroke-width': 2.2 }),
      el('circle', { cx: x + dx, cy: y - 6, r: 5.5, fill: color, stroke: C.cream, 'stroke-width': 0.8 }))));

/** A cross-section of soil in bands (top first), each band with a little texture. */
export const soilProfile = (x: number, y: number, width: number, bands: ReadonlyArray<readonly [number, string]>) => {
  let top = y;
  return g({}, ...bands.map(([height, color], i) => {
    const band = g({},
      el('rect', { x, y: top, width, height, fill: color }),
      el('path', { d: Array.from({ length: Math.floor(width / 18) }, (_, k) => `M${n(x + 9 + k * 18 + (i % 2) * 6)} ${n(top + height / 2)}h2`).join(''), stroke: C.cream, 'stroke-width': 2, opacity: 0.35, 'stroke-linecap': 'round' }));
    top += height;
    return band;
  }));
};

/** A bamboo stake with a tie. */
export const stake = (x: number, baseY: number, height: number) =>
  g({},
    el('path', { d: `M${n(x)} ${n(baseY)}V${n(baseY - height)}`, stroke: C.soilLight, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    el('path', { d: `M${n(x - 4)} ${n(baseY - height * 0.7)}h8`, stroke: C.leafLight, 'stroke-width': 2.5 }));

export const arrow = (x1: number, y1: number, x2: number, y2: number, color: string = C.ink) => {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (da: number) => `${n(x2 - 8 * Math.cos(angle + da))} ${n(y2 - 8 * Math.sin(angle + da))}`;
  return el('path', { d: `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}M${head(0.5)}L${n(x2)} ${n(y2)}L${head(-0.5)}`, stroke: color, 'stroke-width': 2, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
};

/** A page with lines and a tick: the 'check your local rules first' picture. */
export const checkedPage = (x: number, y: number) =>
  g({},
    el('rect', { x, y, width: 70, height: 92, rx: 5, fill: C.cream, stroke: C.mute, 'stroke-width': 1.5 }),
    el('path', { d: [16, 28, 40, 52].map((dy) => `M${n(x + 12)} ${n(y + dy)}h46`).join(''), stroke: C.mute, 'stroke-width': 2 }),
    el('circle', { cx: x + 58, cy: y + 78, r: 16, fill: C.leaf }),
    el('path', { d: `M${n(x + 50)} ${n(y + 78)}l6 6 10-12`, stroke: C.cream, 'stroke-width': 3.5, fill: 'none', 'stroke-linecap': 'round' }));

/** A month page with some days marked: timing across weeks. */
export const calendar = (x: number, y: number, marked: readonly number[]) =>
  g({},
    el('rect', { x, y, width: 84, height: 72, rx: 5, fill: C.cream, stroke: C.mute, 'stroke-width': 1.5 }),
    el('rect', { x, y, width: 84, height: 14, rx: 5, fill: C.terracotta }),
    ...Array.from({ length: 20 }, (_, i) => el('rect', { x: x + 6 + (i % 5) * 15.5, y: y + 20 + Math.floor(i / 5) * 12.5, width: 11, height: 9, rx: 1.5, fill: marked.includes(i) ? C.leaf : C.paper })));

/** A square net across the canopy (SCROG), from x1 to x2 at height y. */
export const net = (x1: number, x2: number, y: number) =>
  g({},
    el('path', { d: `M${n(x1)} ${n(y)}H${n(x2)}M${n(x1 + 6)} ${n(y + 8)}H${n(x2 - 6)}`, stroke: C.cream, 'stroke-width': 1.6 }),
    el('path', { d: Array.from({ length: Math.floor((x2 - x1) / 16) + 1 }, (_, i) => `M${n(x1 + i * 16)} ${n(y)}l${i * 16 < (x2 - x1) / 2 ? 3 : -3} 8`).join(''), stroke: C.cream, 'stroke-width': 1.6 }),
    el('path', { d: `M${n(x1)} ${n(y - 4)}v60M${n(x2)} ${n(y - 4)}v60`, stroke: C.metal, 'stroke-width': 3 }));

/** A folded damp paper towel on a plate, seeds cracking open with their first root. */
export const paperTowel = (x: number, y: number) =>
  g({},
    el('ellipse', { cx: x, cy: y + 16, rx: 70, ry: 14, fill: C.cream, stroke: C.mute, 'stroke-width': 1.5 }),
    el('path', { d: poly([[x - 50, y + 12], [x + 50, y + 12], [x + 44, y - 4], [x - 44, y - 4]]), fill: '#c9d8d6', stroke: C.mute, 'stroke-width': 1 }));

/** A net pot of clay pebbles with a rockwool cube (hydroponic start). */
export const netPot = (x: number, y: number) =>
  g({},
    el('path', { d: poly([[x - 16, y], [x + 16, y], [x + 11, y + 24], [x - 11, y + 24]]), fill: C.panel }),
    g({ fill: C.terracotta }, ...[[-9, 4], [0, 3], [9, 4], [-5, 10], [5, 10], [0, 17]].map(([dx, dy]) => el('circle', { cx: x + dx, cy: y + dy, r: 4.2 }))),
    el('rect', { x: x - 6, y: y - 6, width: 12, height: 10, fill: '#d8cfb8' }));
