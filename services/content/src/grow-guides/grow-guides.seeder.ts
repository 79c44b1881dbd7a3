import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectLogger, type Logger } from '@cannaverse/platform';
import { loadGrowGuides, type GrowGuideSeed } from './content/grow-guides.loader.js';
import { GrowGuideImages } from './grow-guide-images.js';
import { GrowGuidesRepository, type GrowGuideSeedResult } from './grow-guides.repository.js';

/** Any constant shared by every replica: two services starting at once seed one after the other. */
const SEED_LOCK = 1_764_900_000;

/**
 * Seeds the guides written as data (data/grow-guides/*.json) at every start, upserting by slug:
 * an edited file updates its guide, an unchanged one writes nothing. Invalid data stops the
 * start with every problem listed (loadGrowGuides), rather than serving half the guides.
 */
@Injectable()
export class GrowGuidesSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guides: GrowGuidesRepository,
    private readonly images: GrowGuideImages,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const result = await this.seed(await loadGrowGuides());
    this.logger.info(
      { inserted: result.inserted.length, updated: result.updated.length, unchanged: result.unchanged, unpublished: result.unpublished.length },
      `grow guides seeded: ${result.inserted.length} new, ${result.updated.length} updated, ${result.unchanged} unchanged, ${result.unpublished.length} unpublished`,
    );
  }

  /** Image URLs get the picture's content hash (`?v=`), so a redrawn picture gets a new URL. */
  seed(guides: readonly GrowGuideSeed[]): Promise<GrowGuideSeedResult> {
    const versioned = guides.map((guide) => ({
      ...guide,
      imageUrl: this.images.versioned(guide.imageUrl) ?? guide.imageUrl,
      steps: guide.steps.map((step) => ({ ...step, imageUrl: this.images.versioned(step.imageUrl) })),
    }));
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      return this.guides.upsertAll(manager, versioned);
    });
  }
}
