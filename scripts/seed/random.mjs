// A small seeded generator: the same seed draws the same community, so a re-run recognises
// the members it made before and the pictures come out identical.
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const sample = (list, n) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, chance, sample };
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let index = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (index < items.length) {
      const mine = index++;
      results[mine] = await task(items[mine], mine);
    }
  });
  await Promise.all(lanes);
  return results;
}
