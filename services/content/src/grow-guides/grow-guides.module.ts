import { Module } from '@nestjs/common';
import { GrowGuideImages } from './grow-guide-images.js';
import { GrowGuidesController } from './grow-guides.controller.js';
import { GrowGuidesRepository } from './grow-guides.repository.js';
import { GrowGuidesSeeder } from './grow-guides.seeder.js';
import { GrowGuidesService } from './grow-guides.service.js';

@Module({
  controllers: [GrowGuidesController],
  providers: [GrowGuidesService, GrowGuidesRepository, GrowGuideImages, GrowGuidesSeeder],
})
export class GrowGuidesModule {}
