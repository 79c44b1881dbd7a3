// `npm run import:strains -- FILE`: imports a strain catalogue into the running content service.
// The file is read here and sent to content over NATS (ContentPatterns.importStrains, a subject the
// gateway never routes); content parses it, merges our premium data, upserts by name key in
// batches, logs the import report and answers it, which this prints. A `.json` file is read as our
// own catalogue format (services/content/data/own-catalogue.json), anything else as the CSV.
//
//   npm run import:strains -- ../shared/data/strains.csv
// It connects as the NATS user `ops`, the only one besides the gateway that may send this request
// (scripts/lib/operator-nats.mjs: npm start's nats-server, or NATS_URL with NATS_USER / NATS_PASSWORD).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentPatterns } from '@cannaverse/contracts';
import { ServiceClient } from '@cannaverse/platform';
import { operatorFailure, operatorLink } from './lib/operator-nats.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:strains -- FILE   (a strains CSV, or a .json file in our own catalogue format)');
  process.exit(2);
}
// npm runs scripts from the package root; a relative path means relative to where it was typed.
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
let content;
try {
  content = readFileSync(resolved, 'utf8');
} catch (error) {
  console.error(`cannot read ${resolved}: ${error.message}`);
  process.exit(1);
}
const format = resolved.toLowerCase().endsWith('.json') ? 'own-catalogue' : 'csv';
const { natsUrl, link } = operatorLink('ops', 'import-strains');
const client = new ServiceClient('content', link, 120_000);
try {
  const report = await client.send(ContentPatterns.importStrains, { actor: null }, { format, content, source: path.basename(resolved) });
  console.log(`imported ${report.imported} of ${report.totalRows} rows from ${report.source} in ${report.durationMs} ms: `
    + `${report.inserted} new, ${report.updated} changed, ${report.unchanged} unchanged; ${report.skipped.length} skipped, ${report.warnings.length} warnings`);
  for (const row of report.skipped) console.log(`  skipped line ${row.line} (${row.name ?? 'no name'}): ${row.reason} — ${row.detail}`);
  for (const warning of report.warnings) console.log(`  warning line ${warning.line} (${warning.name}) ${warning.field}: ${warning.detail}`);
  if (report.unmatchedPremium.length) console.log(`  curated premium entries without a strain in this catalogue: ${report.unmatchedPremium.join(', ')}`);
} catch (error) {
  console.error(operatorFailure('import', error, natsUrl, 'content'));
  process.exitCode = 1;
} finally {
  await link.close();
}
