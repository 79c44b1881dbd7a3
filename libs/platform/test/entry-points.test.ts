import { readFileSync } from 'node:fs';
import path from 'node:path';

// The kit's main entry is what every service loads at start. Media code (sharp's native library,
// the MinIO client) is behind `@cannaverse/platform/media`, so a service without media never
// loads it. This walks the main entry's static import graph, as Node would.
const src = path.join(import.meta.dirname, '../src');

function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // `import … from 'x'` and `export … from 'x'`, but not `import type` (erased at build).
    for (const [, typeOnly, specifier] of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) pending.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
    }
  }
  return packages;
}

describe('the kit\'s entry points', () => {
  it('the main entry loads neither sharp nor the MinIO client', () => {
    const loaded = packagesLoadedBy(path.join(src, 'index.ts'));
    expect(loaded.has('yup')).toBe(true); // the walk does see third-party imports
    expect(loaded.has('sharp')).toBe(false);
    expect(loaded.has('minio')).toBe(false);
  });

  it('@cannaverse/platform/media is where they are', () => {
    const loaded = packagesLoadedBy(path.join(src, 'media/index.ts'));
    expect(loaded.has('sharp')).toBe(true);
    expect(loaded.has('minio')).toBe(true);
  });
});
