import { Module } from '@nestjs/common';
import { StrainsRepository } from '../strains/strains.repository.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** Content's part of the one search: strains, strain stories, grow guides. StrainsRepository is stateless SQL. */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchRepository, StrainsRepository],
})
export class SearchModule {}
