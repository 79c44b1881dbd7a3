import { fabricPot, growLight, pot, scissors, tent, timer } from './equipment.js';
import { illustration, type Illustration } from './illustration.js';
import { arrow, net } from './nature.js';
import { C } from './palette.js';
import { bud, fan, plant } from './plants.js';
import { el, g, n } from './svg.js';

/** Step pictures for shaping plants: bending, netting, lollipopping and leaf removal. */

const FLOOR = 186;

/** A plant bent flat and tied to the pot rim, its side shoots standing up as even tops. */
export const lstPlant = (x: number, potBase: number, flowering = false) => {
  const rim = potBase - 44;
  const arm = rim - 22;
  const shoots = [-64, -34, 34, 64];
  return g({},
    pot(x, potBase, 80, 44),
    el('path', { d: `M${n(x)} ${n(rim)}C${n(x)} ${n(arm)} ${n(x - 30)} ${n(arm)} ${n(x - 66)} ${n(arm)}M${n(x)} ${n(rim)}C${n(x)} ${n(arm)} ${n(x + 30)} ${n(arm)} ${n(x + 66)} ${n(arm)}`, stroke: C.stem, 'stroke-width': 4, fill: 'none' }),
    el('path', { d: `M${n(x - 60)} ${n(arm)}L${n(x - 36)} ${n(rim + 2)}M${n(x + 60)} ${n(arm)}L${n(x + 36)} ${n(rim + 2)}`, stroke: C.leafLight, 'stroke-width': 1.6 }),
    ...shoots.map((dx, i) => g({},
      el('path', { d: `M${n(x + dx)} ${n(arm)}V${n(arm - 44)}`, stroke: C.stem, 'stroke-width': 2.6 }),
      fan(x + dx, arm - 18, dx < 0 ? -60 : 60, 0.6, i % 2 ? C.leaf : C.leafDark),
      flowering ? bud(x + dx, arm - 48, 1.2) : fan(x + dx, arm - 40, 0, 0.7, C.leaf))));
};

/** Even flowering tops at height y across a trained canopy (the net's view of a SCROG). */
export const evenCanopy = (centre: number, y: number, count = 7) => Array.from({ length: count }, (_, i) => centre + (i - (count - 1) / 2) * 32).map((x, i) =>
  el('path', { d: `M${x} ${n(y + 6)}V${n(y - 18)}`, stroke: C.stem, 'stroke-width': 2.4 }) + fan(x, y - 6, i % 2 ? 40 : -40, 0.55, i % 2 ? C.leaf : C.leafDark) + bud(x, y - 20, 1.1)).join('');

export const TRAINING_SCENES: readonly Illustration[] = [
  illustration('lst-ties', 'A plant bent outward and tied to the rim of its pot so its tops grow level', () =>
    lstPlant(160, FLOOR - 4)),
  illustration('scrog-net', 'A plant trained under a net, with even tops growing up through the squares', () =>
    growLight(160, 18, 200, 80) + pot(160, FLOOR - 2, 70, 36) + el('path', { d: 'M160 150V112M160 130L90 112M160 130L230 112', stroke: C.stem, 'stroke-width': 4 }) + net(40, 280, 108) + evenCanopy(160, 108)),
  illustration('scrog-tucking', 'A shoot being tucked back under the net and guided into the next empty square', () =>
    el('path', { d: 'M20 60H300M20 110H300M20 160H300' + [40, 90, 140, 190, 240, 290].map((x) => `M${x} 30V190`).join(''), stroke: C.mute, 'stroke-width': 2.5 }) +
    el('path', { d: 'M80 200C80 140 96 118 150 122', stroke: C.stem, 'stroke-width': 4, fill: 'none' }) + fan(156, 120, 70, 0.9, C.leaf) +
    arrow(120, 90, 190, 120, C.terracotta)),
  illustration('lollipop', 'A flowering plant with its lower branches stripped, trimmings on the floor and scissors', () =>
    pot(150, FLOOR - 4, 56, 40) + plant(150, FLOOR - 46, 'flower', 120, { bareNodes: 2 }) +
    fan(66, FLOOR - 8, 100, 0.6, C.leafDark) + fan(240, FLOOR - 10, -110, 0.6, C.leaf) + scissors(256, 100, 200, 1.2)),
  illustration('defoliation', 'Removing a few large fan leaves that shade the buds', () =>
    pot(140, FLOOR - 4, 56, 40) + plant(140, FLOOR - 46, 'flower', 116) + fan(246, 150, 120, 0.9, C.leafDark) + arrow(200, 100, 236, 126, C.terracotta) + scissors(250, 60, 200, 1.2)),
  illustration('autoflower-flowering', 'A small flowering autoflower in a fabric pot under a light left on 18 hours a day', () =>
    tent(40, 14, 240, 176) + growLight(150, 34, 110, FLOOR - 6, 18) + fabricPot(150, FLOOR - 4, 70, 44) + plant(150, FLOOR - 48, 'flower', 92) + timer(246, 150, 18, 18)),
];
