// Strain names are the catalogue's upsert key. The source writes the same name with curly or
// straight apostrophes, stray spaces and mixed case ("Boysenberry ", "Grandma’s Batch"), so
// names are compared through one folded key.

const APOSTROPHES = /[\u2018\u2019\u201B\u2032\u0060\u00B4]/g;
const COMBINING_MARKS = /\p{M}+/gu;

/** Trims and collapses inner whitespace; keeps the name as written otherwise. */
export function cleanStrainName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Case-, accent- and apostrophe-insensitive key used to match and upsert strains by name. */
export function strainNameKey(name: string): string {
  return cleanStrainName(name)
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(APOSTROPHES, "'")
    .toLowerCase();
}

/** "Grandma’s Batch" → "grandmas-batch", "$100 OG" → "100-og". */
export function strainSlugBase(name: string): string {
  const slug = strainNameKey(name)
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'strain';
}

/** FNV-1a (32-bit): a small, stable hash so generated text and art never change between runs. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Slugs unique within one catalogue. A slug shared by several names gets a suffix derived from
 * each name's key, so the result does not depend on row order.
 */
export function assignSlugs(names: readonly string[]): string[] {
  const bases = names.map(strainSlugBase);
  const counts = new Map<string, number>();
  for (const base of bases) counts.set(base, (counts.get(base) ?? 0) + 1);
  return bases.map((base, i) =>
    (counts.get(base) ?? 0) > 1 ? `${base}-${stableHash(strainNameKey(names[i])).toString(36).slice(0, 5)}` : base,
  );
}
