import { Module, type DynamicModule } from '@nestjs/common';
import {
  CreateMemberHides1765820000001, CreateSuspendedMembers1765800000000, CreateUserCards1763850000000, MemberHidesModule, serviceModule, SuspendedMembersModule, UserCardsModule,
  type Logger,
} from '@cannaverse/platform';
import type { ContentConfig } from './config.js';
import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { IndexForAccountErasure1765830000003 } from './migrations/1765830000003-index-for-account-erasure.js';
import { CreateStrains1764800000000 } from './migrations/1764800000000-create-strains.js';
import { CreateStrainImports1764810000000 } from './migrations/1764810000000-create-strain-imports.js';
import { StoreStrainSearchKey1764815000000 } from './migrations/1764815000000-store-strain-search-key.js';
import { TuneContentPlanner1764816000000 } from './migrations/1764816000000-tune-content-planner.js';
import { SortStrainTiesByName1764817000000 } from './migrations/1764817000000-sort-strain-ties-by-name.js';
import { CreateStrainReactions1764820000000 } from './migrations/1764820000000-create-strain-reactions.js';
import { CreateStrainMemberReports1764830000000 } from './migrations/1764830000000-create-strain-member-reports.js';
import { CreateAds1764840000000 } from './migrations/1764840000000-create-ads.js';
import { AdsModule } from './ads/ads.module.js';
import { StrainsModule } from './strains/strains.module.js';
import { MembersReportModule } from './strains/members-report/members-report.module.js';
import { StrainReactionsModule } from './strains/reactions/strain-reactions.module.js';
import { CreateGrowGuides1764900000000 } from './migrations/1764900000000-create-grow-guides.js';
import { CreateStrainStories1764910000000 } from './migrations/1764910000000-create-strain-stories.js';
import { ReportStrainStories1764920000000 } from './migrations/1764920000000-report-strain-stories.js';
import { RankStrainsByMembers1765740000000 } from './migrations/1765740000000-rank-strains-by-members.js';
import { SearchStrainsByAliasAndWords1765740100000 } from './migrations/1765740100000-search-strains-by-alias-and-words.js';
import { FilterStrainsByFlavorAndBenefit1765740200000 } from './migrations/1765740200000-filter-strains-by-flavor-and-benefit.js';
import { SearchContent1765850000000 } from './migrations/1765850000000-search-content.js';
import { SearchModule } from './search/search.module.js';
import { RestorableStoryRemovals1765810000000 } from './migrations/1765810000000-restorable-story-removals.js';
import { GrowGuidesModule } from './grow-guides/grow-guides.module.js';
import { StrainStoriesModule } from './strain-stories/strain-stories.module.js';
import { ReportTargetsModule } from './report-targets/report-targets.module.js';
import { MemberExportModule } from './member-export/member-export.module.js';
import { MemberExportIndexes1765840000002 } from './migrations/1765840000002-member-export-indexes.js';

/**
 * The content service: strains, reactions, grow guides, strain stories, ads.
 * Each feature is a folder whose module goes in `imports`; its migrations go in src/migrations/
 * and in `migrations` (the recipe: docs/architecture.md).
 */
@Module({})
export class AppModule {
  static register(config: ContentConfig, logger: Logger): DynamicModule {
    return serviceModule(AppModule, {
      service: 'content',
      config,
      logger,
      jobs: true,
      migrations: [
        CreateUserCards1763850000000, CreateStrains1764800000000, CreateStrainImports1764810000000, StoreStrainSearchKey1764815000000,
        TuneContentPlanner1764816000000, SortStrainTiesByName1764817000000, CreateStrainReactions1764820000000, CreateStrainMemberReports1764830000000,
        CreateAds1764840000000, CreateGrowGuides1764900000000, CreateStrainStories1764910000000,
        ReportStrainStories1764920000000, RankStrainsByMembers1765740000000,
        SearchStrainsByAliasAndWords1765740100000, FilterStrainsByFlavorAndBenefit1765740200000, CreateSuspendedMembers1765800000000, RestorableStoryRemovals1765810000000,
        CreateMemberHides1765820000001, IndexForAccountErasure1765830000003, MemberExportIndexes1765840000002, SearchContent1765850000000,
      ],
      imports: [
        // A page of this service's part of a member's data export (identity's job asks; issue 25).
        MemberExportModule,
        UserCardsModule, SuspendedMembersModule, MemberHidesModule, StrainsModule, StrainReactionsModule, MembersReportModule, AdsModule, GrowGuidesModule, StrainStoriesModule, ReportTargetsModule,
        SearchModule, AccountErasureModule,
      ],
    });
  }
}
