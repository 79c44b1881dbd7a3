// Writes every grow-guide illustration to data/grow-guides/images/ from the drawing code in
// src/grow-guides/content/illustrations (run `npx tsc -b services/content` first). Deterministic:
// running it twice changes nothing, and a test fails when the files and the code disagree.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderGrowGuideIllustrations } from '../dist/grow-guides/content/illustrations/catalogue.js';

const imagesDir = fileURLToPath(new URL('../data/grow-guides/images/', import.meta.url));
await mkdir(imagesDir, { recursive: true });

const images = renderGrowGuideIllustrations();
for (const [file, svg] of images) await writeFile(path.join(imagesDir, file), svg);

// A drawing removed from the code takes its file with it.
const stale = (await readdir(imagesDir)).filter((file) => file.endsWith('.svg') && !images.has(file));
for (const file of stale) await rm(path.join(imagesDir, file));

console.log(`wrote ${images.size} images to ${path.relative(process.cwd(), imagesDir)}${stale.length ? `, removed ${stale.join(', ')}` : ''}`);
