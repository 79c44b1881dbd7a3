import { heap, saucer, soilBag, sprayBottle, thermometer, verdict } from './details.js';
import { airPump, bucket, dial, fabricPot, meterInBeaker, pot } from './equipment.js';
import { illustration, type Illustration } from './illustration.js';
import { arrow, calendar, clover, hyphae, netPot, snowflake, soilProfile, worm } from './nature.js';
import { C } from './palette.js';
import { plant } from './plants.js';
import { el, g, n } from './svg.js';

/** Step pictures about what happens at the roots: hydro buckets, coco, potting mix and living soil. */

const FLOOR = 186;

/** A straw mulch layer: short, pale strokes across the surface. */
const mulch = (x1: number, x2: number, y: number) =>
  el('path', { d: Array.from({ length: Math.floor((x2 - x1) / 9) }, (_, i) => `M${n(x1 + i * 9)} ${n(y - (i % 3))}l8 ${i % 2 ? -2 : 2}`).join(''), stroke: '#d9c27a', 'stroke-width': 2.2, 'stroke-linecap': 'round' });

/** A wide fabric bed for living soil, its surface at y = FLOOR - 56. */
const fabricBed = (surface = C.soil) =>
  el('rect', { x: 30, y: FLOOR - 60, width: 260, height: 60, rx: 8, fill: C.fabric }) + el('rect', { x: 36, y: FLOOR - 58, width: 248, height: 8, rx: 3, fill: surface });

export const ROOT_SCENES: readonly Illustration[] = [
  illustration('dwc-bucket', 'A deep water culture bucket with a plant growing from its lid and an air pump beside it', () =>
    bucket(130, FLOOR, { width: 96, height: 86 }) + plant(130, FLOOR - 94, 'veg', 86) + airPump(250, FLOOR, 130, FLOOR - 12)),
  illustration('dwc-parts', 'The parts of a DWC bucket laid out: bucket, lid with net pot, air stone, tubing and pump', () =>
    el('rect', { x: 30, y: 90, width: 90, height: 96, rx: 6, fill: C.panel }) + el('rect', { x: 26, y: 40, width: 98, height: 10, rx: 4, fill: C.ink }) +
    netPot(190, 60) + el('rect', { x: 166, y: 150, width: 40, height: 8, rx: 4, fill: C.mute }) +
    el('path', { d: 'M206 154C240 154 240 176 262 176', stroke: C.ink, 'stroke-width': 2, fill: 'none' }) + airPump(280, FLOOR, 280, FLOOR - 14)),
  illustration('system-clean', 'A spray bottle next to an empty, clean reservoir bucket', () =>
    bucket(130, FLOOR, { width: 96, height: 86, waterLevel: 0.05, airStone: false, rootsColor: 'none' }) + sprayBottle(250, FLOOR) +
    el('path', { d: 'M200 56l4-10 4 10-10-4 12 0ZM88 70l3-7 3 7-7-3 8 0Z', fill: C.sun })),
  illustration('net-pot-start', 'A seedling in a rockwool cube set in a net pot of clay pebbles, just touching the water', () =>
    el('rect', { x: 60, y: 120, width: 200, height: 66, rx: 6, fill: C.water }) + g({ transform: 'translate(160 80) scale(2.2) translate(-160 -80)' }, netPot(160, 80)) +
    plant(160, 68, 'seedling', 110)),
  illustration('reservoir-temperature', 'A nutrient reservoir with a thermometer in the cool range and a chiller', () =>
    bucket(120, FLOOR, { width: 96, height: 86 }) + thermometer(210, FLOOR - 20, 0.35, C.waterDark) +
    el('rect', { x: 238, y: FLOOR - 60, width: 56, height: 60, rx: 6, fill: C.cream, stroke: C.mute, 'stroke-width': 2 }) + snowflake(266, FLOOR - 30, 14)),
  illustration('reservoir-check', 'A reservoir, an EC or pH pen in a sample and a dial: the daily check', () =>
    bucket(110, FLOOR, { width: 96, height: 86 }) + meterInBeaker(220, FLOOR - 4) + dial(280, 60, 22, 0.5, [0.4, 0.6])),
  illustration('reservoir-change', 'Old nutrient solution going out of a reservoir and fresh solution coming in', () =>
    bucket(160, FLOOR, { width: 96, height: 86 }) + arrow(104, 120, 40, 150, C.soilLight) + arrow(280, 60, 216, 100, C.waterDark)),
  illustration('roots-healthy-and-rotten', 'Two reservoirs: white, healthy roots on the left, brown, rotting roots on the right', () =>
    bucket(90, FLOOR, { width: 92, height: 96 }) + bucket(230, FLOOR, { width: 92, height: 96, rootsColor: C.rootBad, airStone: false }) +
    verdict(90, 40, true) + verdict(230, 40, false)),
  illustration('coco-brick', 'A compressed coco coir brick, a bucket of water and the expanded coco', () =>
    el('rect', { x: 40, y: 120, width: 80, height: 40, rx: 4, fill: C.soilLight }) +
    el('path', { d: 'M48 130h64M48 140h64M48 150h64', stroke: C.soil, 'stroke-width': 1.5 }) + arrow(130, 140, 160, 140) +
    heap(230, FLOOR - 4, 120, C.soilLight, C.cream)),
  illustration('runoff-check', 'A pot draining into its saucer and a runoff sample being measured', () =>
    saucer(110, FLOOR, 90) + pot(110, FLOOR - 6, 64, 48) + plant(110, FLOOR - 58, 'veg', 90) + meterInBeaker(240, FLOOR - 4, C.soilLight)),
  illustration('potting-mix', 'A bag of potting mix and a heap of loose, airy mix with perlite', () =>
    soilBag(90, FLOOR - 4) + heap(220, FLOOR - 4, 130, C.soil, C.cream)),
  illustration('soil-aeration', 'Potting mix and perlite combined into a pot', () =>
    heap(70, 110, 90, C.soil) + heap(170, 110, 70, C.cream, C.mute) + arrow(110, 124, 150, 150) + arrow(170, 124, 170, 146) + pot(170, FLOOR - 4, 70, 36)),
  illustration('pot-choice', 'A plastic pot and a fabric pot side by side', () =>
    pot(100, FLOOR - 4, 86, 70, C.panel) + fabricPot(230, FLOOR - 4, 96, 70)),
  illustration('autoflower-final-pot', 'An autoflower sprout in its final fabric pot', () =>
    fabricPot(160, FLOOR - 4, 110, 80) + plant(160, FLOOR - 84, 'sprout', 130)),
  illustration('fabric-bed', 'A large fabric bed of living soil with a young plant', () =>
    fabricBed() + plant(160, FLOOR - 58, 'veg', 90)),
  illustration('living-soil-layers', 'A cross-section of living soil: mulch and clover on top, worms and fungal threads below', () =>
    soilProfile(20, 70, 280, [[10, '#c9b16a'], [40, C.soilLight], [56, C.soil]]) + mulch(24, 296, 70) +
    [50, 90, 230, 270].map((x) => clover(x, 68)).join('') + worm(70, 130) + worm(200, 150) + hyphae(120, 110) + hyphae(240, 100)),
  illustration('top-dress', 'Worm castings and amendments sprinkled on the soil surface', () =>
    fabricBed() + plant(220, FLOOR - 58, 'veg', 80) + soilBag(74, FLOOR - 70) + g({ fill: C.soilDark }, ...[[96, 120], [104, 132], [92, 142], [112, 112], [118, 124]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 2.4 })))),
  illustration('soil-cooking', 'A covered tub of freshly mixed soil resting for four weeks', () =>
    el('path', { d: 'M40 186L50 110H190L200 186Z', fill: C.panel }) + el('path', { d: 'M36 112Q120 70 204 112Z', fill: C.soilLight }) + calendar(220, 70, [0, 5, 10, 15])),
  illustration('cover-crop', 'A plant in a living-soil bed with mulch and a clover cover crop around it', () =>
    fabricBed() + plant(160, FLOOR - 58, 'veg', 96) + mulch(40, 280, FLOOR - 56) + [60, 90, 120, 200, 230, 262].map((x) => clover(x, FLOOR - 56)).join('')),
];
