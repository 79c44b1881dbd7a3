import type pg from 'pg';
import { startServiceHarness, type ServiceHarness } from '@cannaverse/platform/testing';
import type { Actor, StrainType } from '@cannaverse/contracts';
import { AppModule } from '../src/app.module.js';
import { loadContentConfig, type ContentConfig } from '../src/config.js';

export { rpcFailure, waitFor } from '@cannaverse/platform/testing';

export type ContentHarness = ServiceHarness<ContentConfig>;

/** The content service on the kit's harness (its own nats-server, database, queues). */
export const startContentService = (): Promise<ContentHarness> =>
  startServiceHarness({ service: 'content', loadConfig: loadContentConfig, appModule: AppModule.register });

export const premium = (actor: Actor): Actor => ({ ...actor, tier: 'premium' });
export const connoisseur = (actor: Actor): Actor => ({ ...actor, tier: 'connoisseur' });

let strainSeq = 0;

/**
 * A catalogue row for stories to point at (the strain library's import is not what these tests are
 * about). Names no catalogue uses, so a catalogue imported at start cannot collide with them.
 */
export async function insertStrain(db: pg.Client, name = `Story Test Strain ${strainSeq++}`, type: StrainType = 'Hybrid'): Promise<{ id: number; name: string; type: StrainType }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO strains (name, name_key, slug, type) VALUES ($1, lower($1), lower(replace($1, ' ', '-')), $2) RETURNING id`,
    [name, type],
  );
  return { id: rows[0].id, name, type };
}
