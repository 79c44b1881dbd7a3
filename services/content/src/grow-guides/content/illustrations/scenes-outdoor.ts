import { alongLeaflets, bigLeaf, spade, stickyTrap, thermometer } from './details.js';
import { pot, scissors, wateringCan } from './equipment.js';
import { illustration, type Illustration } from './illustration.js';
import { arrow, calendar, caterpillar, cloud, grass, ground, ladybug, rain, sky, snowflake, stake, sun } from './nature.js';
import { C } from './palette.js';
import { budCluster, fan, plant } from './plants.js';
import { el, g } from './svg.js';

/** Step pictures for the outdoor season, plus the autoflower timeline and pest close-ups. */

const GROUND = 150;

/** Sky, sun and ground: the backdrop of every outdoor scene. */
const outdoors = (sunX = 270, sunY = 40) => sky(GROUND + 4) + sun(sunX, sunY) + ground(GROUND) + grass(GROUND + 2, [22, 48, 290, 304]);

/** Holes eaten in a leaf: paper-coloured circles on top of it. */
const holes = (points: ReadonlyArray<readonly [number, number]>) => g({ fill: C.paper }, ...points.map(([x, y]) => el('circle', { cx: x, cy: y, r: 3 })));

export const OUTDOOR_SCENES: readonly Illustration[] = [
  illustration('outdoor-sun-site', "A young plant in a sunny garden spot with the sun's path across the sky", () =>
    outdoors(250, 44) + el('path', { d: 'M40 120Q160 -20 290 120', stroke: C.sun, 'stroke-width': 2, 'stroke-dasharray': '5 6', fill: 'none' }) + plant(160, GROUND, 'veg', 100)),
  illustration('hardening-off', 'Potted seedlings moved from shade into more sun over a week', () =>
    outdoors(280, 36) + el('path', { d: 'M0 12H120V150H0Z', fill: C.leafDark, opacity: 0.25 }) +
    [60, 150, 240].map((x, i) => pot(x, GROUND + 20, 34, 26) + plant(x, GROUND - 8, 'seedling', 80 + i * 10)).join('') + arrow(90, 80, 210, 80)),
  illustration('planting-hole', 'A spade beside a wide planting hole refilled with compost-rich soil', () =>
    outdoors() + el('path', { d: 'M110 152Q160 230 210 152Z', fill: C.soilDark }) + g({ fill: C.leafAutumn, opacity: 0.6 }, ...[[140, 166], [160, 176], [178, 162], [150, 184]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 3 }))) +
    spade(250, 130, 24)),
  illustration('planting-out', 'A young plant set into the ground with mulch around it and a watering can', () =>
    outdoors() + el('ellipse', { cx: 150, cy: GROUND + 4, rx: 40, ry: 6, fill: '#d9c27a' }) + plant(150, GROUND + 2, 'veg', 70) + wateringCan(270, 104)),
  illustration('outdoor-summer', 'A large, leafy plant in summer sun, supported by stakes, with mulch at its base', () =>
    outdoors() + stake(110, GROUND + 10, 120) + stake(190, GROUND + 10, 120) + plant(150, GROUND, 'veg', 130) + el('ellipse', { cx: 150, cy: GROUND + 4, rx: 50, ry: 6, fill: '#d9c27a' })),
  illustration('outdoor-calendar', 'A calendar with late-summer days marked beside a plant starting to flower', () =>
    outdoors(40, 40) + calendar(200, 40, [12, 13, 14, 17, 18, 19]) + plant(110, GROUND, 'flower', 110)),
  illustration('outdoor-harvest', 'A ripe plant outdoors with scissors ready as rain clouds approach', () =>
    sky(GROUND + 4) + cloud(80, 40, 1.3) + cloud(150, 30) + rain(60, 66) + ground(GROUND) + plant(190, GROUND, 'ripe', 120) + scissors(286, 96, 160, 1.2)),
  illustration('caterpillar-leaf', 'A caterpillar on a chewed fan leaf', () =>
    bigLeaf(160, 150, 3) + holes(alongLeaflets(160, 150, 3, 0.6).filter((_, i) => i % 2 === 1)) + caterpillar(132, 128, 2)),
  illustration('beneficial-insects', 'A ladybird on a leaf and a yellow sticky trap', () =>
    bigLeaf(110, 150, 2.8) + ladybug(110, 96, 2.2) + stickyTrap(240, 186)),
  illustration('powdery-mildew', 'A fan leaf dusted with white patches of powdery mildew', () =>
    bigLeaf(160, 150, 3) + g({ fill: C.cream, opacity: 0.85 }, ...[0.45, 0.75].flatMap((along) => alongLeaflets(160, 150, 3, along)).map(([x, y], i) => el('circle', { cx: x, cy: y, r: 3 + (i % 3) })))),
  illustration('bud-rot-check', 'A large bud with a brown, rotting patch and scissors to cut it out', () =>
    budCluster(140, 110, 2.6) + el('ellipse', { cx: 150, cy: 112, rx: 18, ry: 14, fill: C.rootBad }) + el('ellipse', { cx: 150, cy: 112, rx: 10, ry: 7, fill: C.mute }) +
    fan(168, 96, 50, 1, C.leafAutumn) + scissors(262, 150, 200, 1.4)),
  illustration('rain-cover', 'A clear plastic rain cover on hoops over a flowering plant, open at the sides', () =>
    sky(GROUND + 4) + cloud(70, 30) + cloud(250, 26) + rain(50, 50) + rain(236, 46) + ground(GROUND) +
    el('path', { d: 'M70 150V74Q160 20 250 74V150', stroke: C.metal, 'stroke-width': 3, fill: 'none' }) + el('path', { d: 'M70 74Q160 20 250 74Z', fill: C.cream, opacity: 0.6 }) +
    plant(160, GROUND, 'flower', 96)),
  illustration('stakes-support', 'Heavy flowering branches tied to stakes', () =>
    outdoors() + stake(100, GROUND + 8, 130) + stake(220, GROUND + 8, 130) + plant(160, GROUND, 'flower', 128) +
    el('path', { d: 'M100 70L130 76M220 70L190 76', stroke: C.leafLight, 'stroke-width': 2.5 })),
  illustration('frost-harvest', 'A ripe plant on a cold autumn day with frost on the way', () =>
    sky(GROUND + 4) + cloud(90, 40, 1.2) + snowflake(60, 86) + snowflake(120, 96) + ground(GROUND) + plant(200, GROUND, 'ripe', 116) + thermometer(290, 140, 0.12, C.waterDark)),
  illustration('autoflower-timeline', 'An autoflower timeline: about a week as a seedling, two to three weeks of growth, five to seven weeks of flowering', () =>
    g({}, el('rect', { x: 20, y: 150, width: 40, height: 16, rx: 4, fill: C.leafLight }), el('rect', { x: 62, y: 150, width: 76, height: 16, rx: 4, fill: C.leaf }), el('rect', { x: 140, y: 150, width: 160, height: 16, rx: 4, fill: C.pistil })) +
    plant(40, 140, 'sprout', 100) + plant(100, 140, 'veg', 60) + plant(220, 140, 'flower', 110)),
];
