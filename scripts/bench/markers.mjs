import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Rewrites the measured part of a page between two markers; the prose around them is kept. */
export function replaceBetweenMarkers(file, start, end, content) {
  const page = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${start}\n${end}\n`;
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  const body = from < 0 || to < from ? `${page.trimEnd()}\n\n${start}\n${end}\n` : page;
  const [a, b] = [body.indexOf(start), body.indexOf(end)];
  writeFileSync(file, `${body.slice(0, a + start.length)}\n${content}\n${body.slice(b)}`);
}
