import { C } from './palette.js';
import { PLANT_DEFS } from './plants.js';
import { svgDocument } from './svg.js';

/** One image file of `data/grow-guides/images/`: its name, accessible title and drawing. */
export interface Illustration {
  file: string;
  title: string;
  render: () => string;
}

/** Leaves and buds are `<use>`s of shared shapes; only files that draw them carry the defs. */
const usesPlantShapes = (body: string) => /href="#(?:lf|fan|bud)"/.test(body);

export const illustration = (name: string, title: string, draw: () => string, background: string = C.paper): Illustration => ({
  file: `${name}.svg`,
  title,
  render: () => {
    const body = draw();
    return svgDocument({ title, background, defs: usesPlantShapes(body) ? PLANT_DEFS : undefined, body });
  },
});
