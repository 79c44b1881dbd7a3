import { bigLeaf, burntLeaf, dehumidifier, moon, parMeter, saucer, seedPacket, thermometer } from './details.js';
import { bottles, clipFan, dial, extractor, growLight, jar, meterInBeaker, pot, scissors, tent, timer, wateringCan } from './equipment.js';
import { illustration, type Illustration } from './illustration.js';
import { arrow, checkedPage, loupe, paperTowel } from './nature.js';
import { C } from './palette.js';
import { branch, bud, budCluster, fan, plant, seed } from './plants.js';
import { el, g, n } from './svg.js';
import { lstPlant } from './scenes-training.js';

/** Step pictures for tents, light, climate, watering, feeding and the harvest. */

const FLOOR = 186;

/** A tent with its light and a potted plant: the base of several indoor scenes. */
const tentWithPlant = (stage: 'veg' | 'flower', extra = '') =>
  tent(40, 14, 240, 176) + growLight(150, 34, 110, FLOOR - 6, 18) + pot(150, FLOOR - 4, 56, 40) + plant(150, FLOOR - 46, stage, stage === 'flower' ? 104 : 96) + extra;

/** VPD in kPa from air temperature (°C) and relative humidity (0–1), Tetens' formula. */
const vpd = (celsius: number, humidity: number) => 0.6108 * Math.exp((17.27 * celsius) / (celsius + 237.3)) * (1 - humidity);
const vpdColor = (kpa: number) => (kpa < 0.4 ? C.water : kpa < 0.8 ? C.leafLight : kpa < 1.2 ? C.leaf : kpa < 1.6 ? C.leafDark : C.terracotta);

export const INDOOR_SCENES: readonly Illustration[] = [
  illustration('check-local-laws', 'A checklist page with a green tick beside a young plant in a pot', () =>
    checkedPage(64, 50) + pot(216, FLOOR - 4, 60, 44) + plant(216, FLOOR - 50, 'veg', 96)),
  illustration('tent-setup', 'An empty grow tent with an LED light, extractor fan, clip fan, hygrometer and a pot', () =>
    tent(40, 14, 240, 176) + growLight(150, 34, 110, FLOOR - 6, 18) + extractor(52, 22) + clipFan(236, 96) + dial(84, 118, 16, 0.45, [0.4, 0.6]) + pot(150, FLOOR - 4, 56, 40)),
  illustration('seed-choice', 'A seed packet with a few seeds in front of it', () =>
    seedPacket(80, 40) + seed(196, 150, 20, 1.6) + seed(224, 160, -30, 1.6) + seed(250, 146, 60, 1.6) + seed(210, 120, 0, 1.6)),
  illustration('seed-germination', 'Seeds on a damp paper towel, each pushing out a white root', () =>
    g({ transform: 'translate(160 110) scale(1.8) translate(-160 -110)' }, paperTowel(160, 110), ...[[130, 104, 10], [160, 100, -20], [190, 106, 30]].map(([x, y, a]) =>
      el('path', { d: `M${n(x + 4)} ${n(y + 2)}q8 4 5 12`, stroke: C.cream, 'stroke-width': 2, fill: 'none', 'stroke-linecap': 'round' }) + seed(x, y, a, 1)))),
  illustration('seedling-under-light', 'A seedling in a small pot under a dimmed grow light', () =>
    growLight(160, 24, 90, FLOOR - 6) + pot(160, FLOOR - 4, 40, 32) + plant(160, FLOOR - 38, 'seedling', 110)),
  illustration('transplant', 'A seedling in a small pot and the same plant grown larger in its final pot', () =>
    pot(80, FLOOR - 4, 40, 32) + plant(80, FLOOR - 38, 'seedling', 100) + arrow(116, 130, 170, 130) + pot(236, FLOOR - 4, 64, 48) + plant(236, FLOOR - 54, 'veg', 104)),
  illustration('timer-18-6', 'A 24-hour timer with 18 hours of light and 6 of dark beside a leafy plant', () =>
    timer(96, 96, 50, 18) + pot(232, FLOOR - 4, 56, 40) + plant(232, FLOOR - 46, 'veg', 104)),
  illustration('timer-12-12', 'A 24-hour timer split into 12 hours of light and 12 of dark beside a flowering plant', () =>
    timer(96, 96, 50, 12) + pot(232, FLOOR - 4, 56, 40) + plant(232, FLOOR - 46, 'flower', 110)),
  illustration('veg-tent', 'A leafy plant growing in a tent under an LED light', () => tentWithPlant('veg', clipFan(238, 110))),
  illustration('flowering-tent', 'A flowering plant with buds in a tent under an LED light', () => tentWithPlant('flower', clipFan(238, 110))),
  illustration('trichomes-loupe', 'A bud and a loupe showing clear, cloudy and amber resin heads', () =>
    budCluster(96, 112, 2.2) + loupe(224, 86, 46)),
  illustration('harvest-branches', 'Scissors and freshly cut branches with buds', () =>
    branch(40, 170, 60, 1.6) + branch(70, 190, 78, 1.6) + scissors(262, 70, 150, 1.5)),
  illustration('drying-line', 'Branches hanging upside down from a line to dry, with a hygrometer', () =>
    el('path', { d: 'M24 26H296', stroke: C.metal, 'stroke-width': 2 }) + [64, 124, 184, 244].map((x) => branch(x, 26, 180, 1.3)).join('') + dial(276, 150, 22, 0.5, [0.45, 0.6])),
  illustration('drying-space', 'A dark tent used for drying, with hanging branches, a small fan and a hygrometer', () =>
    el('rect', { x: 40, y: 14, width: 240, height: 176, rx: 6, fill: C.panel, stroke: C.ink, 'stroke-width': 4 }) +
    el('path', { d: 'M52 40H268', stroke: C.mute, 'stroke-width': 2 }) + [90, 150, 210].map((x) => branch(x, 40, 180, 1.2)).join('') +
    clipFan(78, 160, 11) + dial(238, 158, 16, 0.5, [0.45, 0.6])),
  illustration('stem-snap', 'A dried stem snapping cleanly in two', () =>
    el('path', { d: 'M60 150L150 104M170 96L260 50', stroke: C.soilLight, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    el('path', { d: 'M160 80v-14M176 84l10-10M144 88l-10-10M160 118v14M146 112l-10 10', stroke: C.sun, 'stroke-width': 3, 'stroke-linecap': 'round' }) + budCluster(56, 150, 1.1) + budCluster(266, 50, 1)),
  illustration('curing-jars', 'Three glass jars of buds curing, one with a small hygrometer inside', () =>
    jar(90, FLOOR - 4, { hygrometer: true }) + jar(160, FLOOR - 4) + jar(230, FLOOR - 4)),
  illustration('burping-jar', 'A curing jar with its lid lifted to let moist air out', () =>
    jar(120, FLOOR - 4, { open: true, width: 64, height: 90 }) + el('path', { d: 'M104 66q-8-10 0-20t0-20M128 62q-8-10 0-20t0-20', stroke: C.mute, 'stroke-width': 2, fill: 'none', 'stroke-linecap': 'round' }) + jar(228, FLOOR - 4, { hygrometer: true })),
  illustration('jar-storage', 'Closed jars of cured buds on a shelf in a dark cupboard', () =>
    el('rect', { x: 50, y: 20, width: 220, height: 166, rx: 6, fill: C.panel }) + el('path', { d: 'M50 104H270', stroke: C.soilLight, 'stroke-width': 5 }) +
    jar(100, 100, { height: 56 }) + jar(160, 100, { height: 56 }) + jar(220, 100, { height: 56 }) + jar(130, 182, { height: 56 }) + jar(196, 182, { height: 56, hygrometer: true })),
  illustration('climate-gauges', 'A thermometer dial and a hygrometer dial, each with a green target band', () =>
    dial(104, 100, 52, 0.55, [0.45, 0.65]) + dial(224, 100, 52, 0.5, [0.35, 0.6]) + thermometer(292, 180, 0.6)),
  illustration('vpd-chart', 'A chart of vapour pressure deficit by temperature and humidity, with the comfortable band in green', () =>
    g({}, ...Array.from({ length: 7 }, (_, row) => Array.from({ length: 9 }, (__, col) => {
      const celsius = 30 - row * 2;
      const humidity = 0.4 + col * 0.05;
      return el('rect', { x: 60 + col * 26, y: 18 + row * 22, width: 24, height: 20, rx: 3, fill: vpdColor(vpd(celsius, humidity)) });
    }).join(''))) + arrow(50, 178, 50, 24) + arrow(56, 184, 300, 184)),
  illustration('leaf-transpiration', 'A fan leaf giving off water vapour, with water rising from below', () =>
    bigLeaf(160, 150, 2.8) + el('path', { d: 'M96 64q-10-10 0-20t0-20M160 48q-10-10 0-20t0-20M224 64q-10-10 0-20t0-20', stroke: C.waterDark, 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' })),
  illustration('exhaust-airflow', 'A tent with air drawn in low and pulled out through a carbon filter and extractor fan', () =>
    tentWithPlant('veg', extractor(52, 22) + arrow(58, 170, 100, 150, C.waterDark) + arrow(110, 90, 80, 44, C.waterDark) + arrow(250, 30, 296, 30, C.waterDark))),
  illustration('clip-fan', 'A clip fan blowing a gentle breeze across a plant', () =>
    clipFan(70, 96, 30) + pot(230, FLOOR - 4, 56, 40) + plant(230, FLOOR - 46, 'veg', 100)),
  illustration('dehumidifier', 'A dehumidifier beside a leafy plant, with a hygrometer reading in the target band', () =>
    dehumidifier(80, FLOOR - 4) + dial(80, 56, 22, 0.45, [0.35, 0.55]) + pot(224, FLOOR - 4, 56, 40) + plant(224, FLOOR - 46, 'veg', 100)),
  illustration('light-schedule-night', 'A tent lit up at night under the moon, with a thermometer', () =>
    el('rect', { width: 320, height: 200, rx: 12, fill: C.panel }) + moon(270, 40) + tent(40, 30, 170, 160) + growLight(125, 46, 80, 180, 30) +
    pot(125, 186, 44, 32) + plant(125, 152, 'veg', 80) + thermometer(260, 180, 0.45)),
  illustration('leaf-signs', 'Three leaves: healthy green, yellowing from hunger and dark with burnt tips', () =>
    bigLeaf(62, 130, 2) + bigLeaf(160, 130, 2, C.leafAutumn) + burntLeaf(258, 130, 2)),
  illustration('canopy-plan', 'A top-down plan of a tent with one plant trained into an even, square canopy', () =>
    el('rect', { x: 70, y: 10, width: 180, height: 180, rx: 6, fill: C.cream, stroke: C.panel, 'stroke-width': 4 }) +
    g({}, ...[0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => fan(110 + col * 50, 60 + row * 50, (row * 3 + col) * 40, 0.9, (row + col) % 2 ? C.leaf : C.leafDark)))) +
    g({}, ...[0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => bud(110 + col * 50, 52 + row * 50, 0.9))))),
  illustration('topping', 'Scissors cutting off the top of a young plant just above a node', () =>
    pot(150, FLOOR - 4, 56, 40) + plant(150, FLOOR - 46, 'veg', 110) + scissors(196, 44, 180, 1.4) + fan(230, 120, 140, 0.5, C.leaf)),
  illustration('light-distance', 'A grow light above an even canopy, with the hanging height marked and a PAR meter', () =>
    growLight(150, 16, 170, 110) + lstPlant(150, FLOOR - 4, true) + el('path', { d: 'M200 28H272M200 70H272', stroke: C.mute, 'stroke-width': 1, 'stroke-dasharray': '3 3' }) +
    arrow(266, 28, 266, 70) + arrow(266, 70, 266, 28) + parMeter(296, 186)),
  illustration('watering-runoff', 'Watering a pot until a little runs out into the saucer', () =>
    saucer(130, FLOOR, 90) + pot(130, FLOOR - 6, 64, 48) + plant(130, FLOOR - 58, 'veg', 96) + wateringCan(250, 70)),
  illustration('ph-meter', 'A pH pen standing in a beaker of nutrient solution', () =>
    meterInBeaker(120, FLOOR - 4) + g({}, el('rect', { x: 200, y: 120, width: 24, height: 62, rx: 4, fill: C.danger }), el('rect', { x: 206, y: 108, width: 12, height: 14, rx: 2, fill: C.ink })) +
    g({}, el('rect', { x: 240, y: 120, width: 24, height: 62, rx: 4, fill: C.waterDark }), el('rect', { x: 246, y: 108, width: 12, height: 14, rx: 2, fill: C.ink }))),
  illustration('nutrients-mix', 'Nutrient bottles, a measuring beaker and a watering can', () =>
    bottles(70, FLOOR - 4) + meterInBeaker(190, FLOOR - 4, C.leafLight) + wateringCan(280, 130)),
  illustration('pistils-appear', 'A close-up of the main stem where the first white flower hairs appear', () =>
    el('path', { d: 'M160 200V10', stroke: C.stem, 'stroke-width': 10 }) + el('path', { d: 'M160 110l-70-30M160 110l70-30', stroke: C.stem, 'stroke-width': 5 }) +
    fan(90, 80, -70, 2, C.leafDark) + fan(230, 80, 70, 2, C.leafDark) +
    bud(148, 100, 2) + bud(172, 100, 2) + el('path', { d: 'M146 88l-12-26M150 86l-4-30M170 86l4-30M174 88l12-26', stroke: C.cream, 'stroke-width': 3, 'stroke-linecap': 'round' })),
  illustration('staggered-harvest', 'A plant with its top buds cut, the lower buds left to ripen, and scissors', () =>
    pot(120, FLOOR - 4, 56, 40) + plant(120, FLOOR - 46, 'ripe', 96, { topCut: true }) + branch(236, 160, -20, 1.4) + scissors(250, 48, 160, 1.3)),
];
