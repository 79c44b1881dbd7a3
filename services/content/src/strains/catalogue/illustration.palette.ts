// Colours of the generated strain illustrations. The background follows the strain type (the
// customary purple indica, orange sativa, green hybrid); the leaf follows the dominant terpene's
// usual aroma association (citrus yellow for limonene, lavender for linalool, pine green for
// pinene, pepper red-brown for caryophyllene, …).
import type { StrainType } from './catalogue.types.js';

export interface TypeColours {
  from: string;
  to: string;
}

export const TYPE_COLOURS: Record<StrainType, TypeColours> = {
  Indica: { from: '#2e1a47', to: '#6a3d8f' },
  Sativa: { from: '#5c2a0a', to: '#d0822e' },
  Hybrid: { from: '#123c3a', to: '#2f8f83' },
};

export const TERPENE_COLOURS: Record<string, string> = {
  Myrcene: '#8fb339',
  Limonene: '#f4cf3a',
  Caryophyllene: '#d9743a',
  Pinene: '#3fae5a',
  Linalool: '#b69cf0',
  Terpinolene: '#6fd3c0',
  Ocimene: '#f29bb5',
  Humulene: '#c9a15b',
};

/** Leaf colour when the dominant terpene is unknown or not in the table. */
export const NEUTRAL_LEAF_COLOUR = '#a8c89a';

export function leafColour(terpene: string | undefined): string {
  return (terpene && TERPENE_COLOURS[terpene]) || NEUTRAL_LEAF_COLOUR;
}
