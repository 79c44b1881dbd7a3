import { soilBag, thermometer } from './details.js';
import { airPump, bottles, bucket, clipFan, dial, extractor, fabricPot, growLight, jar, pot, tent, timer, wateringCan } from './equipment.js';
import { illustration, type Illustration } from './illustration.js';
import { clover, cloud, grass, ground, hyphae, ladybug, net, rain, sky, soilProfile, stake, sun, worm } from './nature.js';
import { C, METHOD_TINT } from './palette.js';
import { branch, plant } from './plants.js';
import { lstPlant } from './scenes-training.js';
import { el } from './svg.js';

/** One cover per guide, on its method's tint, so the guide list reads as a family. */

const FLOOR = 186;

export const COVERS: readonly Illustration[] = [
  illustration('cover-your-first-indoor-grow', 'A flowering plant in a grow tent under an LED light', () =>
    tent(60, 12, 200, 178) + growLight(160, 32, 110, FLOOR - 6, 16) + extractor(72, 20) + pot(160, FLOOR - 4, 56, 40) + plant(160, FLOOR - 46, 'flower', 108), METHOD_TINT.indoor),
  illustration('cover-grow-room-climate-and-vpd', 'A grow tent beside a thermometer dial and a hygrometer dial, each with a green target band', () =>
    tent(20, 12, 170, 178) + growLight(105, 30, 90, FLOOR - 6, 14) + pot(105, FLOOR - 4, 50, 36) + plant(105, FLOOR - 42, 'veg', 96) +
    dial(252, 56, 34, 0.55, [0.45, 0.65]) + dial(252, 140, 34, 0.5, [0.35, 0.6]), METHOD_TINT.indoor),
  illustration('cover-topping-lst-and-scrog', 'A flat canopy of even tops growing through a net under a wide light', () =>
    growLight(160, 16, 220, 90) + net(30, 290, 112) + lstPlant(160, FLOOR + 6, true), METHOD_TINT.indoor),
  illustration('cover-harvest-dry-and-cure', 'Branches drying on a line above glass jars of curing buds', () =>
    el('path', { d: 'M20 22H300', stroke: C.metal, 'stroke-width': 2 }) + [60, 130, 200, 270].map((x) => branch(x, 22, 180, 1)).join('') +
    jar(90, FLOOR - 4, { height: 70 }) + jar(160, FLOOR - 4, { height: 70, hygrometer: true }) + jar(230, FLOOR - 4, { height: 70 }), METHOD_TINT.indoor),
  illustration('cover-coco-coir-for-beginners', 'A plant in a pot of coco coir with nutrient bottles and a watering can', () =>
    fabricPot(110, FLOOR - 4, 80, 56) + el('ellipse', { cx: 110, cy: FLOOR - 59, rx: 38, ry: 3, fill: C.soilLight }) + plant(110, FLOOR - 60, 'veg', 104) +
    bottles(200, FLOOR - 4) + wateringCan(270, 62), METHOD_TINT.hydroponics),
  illustration('cover-deep-water-culture', 'A large plant growing out of a bubbling deep water culture bucket under a light', () =>
    growLight(130, 10, 110, 100) + bucket(130, FLOOR, { width: 100, height: 80 }) + plant(130, FLOOR - 88, 'flower', 82) + airPump(258, FLOOR, 130, FLOOR - 12), METHOD_TINT.hydroponics),
  illustration('cover-outdoor-growing-basics', 'Two large plants growing in a sunny garden', () =>
    sky(154) + sun(270, 40) + ground(150) + grass(152, [20, 150, 300]) + plant(90, 150, 'veg', 124) + plant(200, 150, 'flower', 118), METHOD_TINT.outdoor),
  illustration('cover-outdoor-late-season-care', 'A ripe outdoor plant under autumn rain clouds, with a ladybird and a stake', () =>
    sky(154) + cloud(80, 36, 1.2) + cloud(240, 30) + rain(60, 60) + ground(150) + stake(210, 158, 120) + plant(160, 150, 'ripe', 124) + ladybug(262, 172, 1.6), METHOD_TINT.outdoor),
  illustration('cover-soil-growing-for-beginners', 'A leafy plant in a terracotta pot with a bag of potting mix and a watering can', () =>
    soilBag(70, FLOOR - 4) + pot(170, FLOOR - 4, 64, 48) + plant(170, FLOOR - 54, 'veg', 110) + wateringCan(270, 96), METHOD_TINT.soil),
  illustration('cover-living-soil-no-till', 'A plant in living soil: clover cover crop on top, worms and fungal threads below', () =>
    soilProfile(12, 120, 296, [[8, '#c9b16a'], [26, C.soilLight], [34, C.soil]]) + plant(160, 120, 'flower', 104) +
    [40, 70, 100, 220, 250, 280].map((x) => clover(x, 120)).join('') + worm(50, 156) + worm(230, 170) + hyphae(110, 150), METHOD_TINT.soil),
  illustration('cover-autoflowers-seed-to-harvest', 'Three autoflowers in fabric pots: a sprout, a leafy plant and a flowering plant, with an 18-hour timer', () =>
    [60, 150, 240].map((x) => fabricPot(x, FLOOR - 4, 60, 40)).join('') + plant(60, FLOOR - 44, 'sprout', 110) + plant(150, FLOOR - 44, 'veg', 80) +
    plant(240, FLOOR - 44, 'flower', 100) + timer(60, 50, 26, 18), METHOD_TINT.autoflower),
  illustration('cover-bigger-autoflower-harvests', 'An autoflower trained low and wide, its even tops flowering under a light', () =>
    growLight(160, 18, 180, 110) + lstPlant(160, FLOOR - 4, true) + thermometer(290, 120, 0.5) + clipFan(36, 100), METHOD_TINT.autoflower),
];
