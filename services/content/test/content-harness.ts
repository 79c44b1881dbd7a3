import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceHarness, type ServiceHarness } from '@cannaverse/platform/testing';
import type { Actor } from '@cannaverse/contracts';
import { AppModule } from '../src/app.module.js';
import { loadContentConfig, type ContentConfig } from '../src/config.js';
import { StrainImportService } from '../src/strains/import/strain-import.service.js';

export { rpcFailure, waitFor } from '@cannaverse/platform/testing';

export type ContentHarness = ServiceHarness<ContentConfig>;

/** The given 2,350-strain file (not in the repository): tests that need it say so when it is absent. */
export const GIVEN_STRAINS_CSV = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/strains.csv');
export const hasGivenCsv = existsSync(GIVEN_STRAINS_CSV);

/**
 * The content service on the kit's harness (its own nats-server, database, queues). By default it
 * imports our own 34-strain catalogue at start; `catalogue: 'given'` imports the 2,350-row CSV.
 */
export async function startContent(options: { catalogue?: 'own' | 'given' | 'none'; env?: Record<string, string> } = {}): Promise<ContentHarness> {
  const catalogue = options.catalogue ?? 'own';
  const harness = await startServiceHarness({
    service: 'content',
    loadConfig: loadContentConfig,
    appModule: AppModule.register,
    env: {
      STRAINS_CSV: catalogue === 'given' ? GIVEN_STRAINS_CSV : '',
      STRAINS_IMPORT_AT_START: catalogue === 'none' ? 'false' : 'true',
      ...options.env,
    },
  });
  await harness.app().get(StrainImportService).startupImport();
  return harness;
}

export const premiumActor = (actor: Actor): Actor => ({ ...actor, tier: 'premium' });
export const connoisseurActor = (actor: Actor): Actor => ({ ...actor, tier: 'connoisseur' });
export const adminActor = (actor: Actor): Actor => ({ ...actor, isAdmin: true });
