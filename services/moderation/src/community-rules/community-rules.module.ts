import { Module } from '@nestjs/common';
import { CommunityRulesController } from './community-rules.controller.js';

@Module({ controllers: [CommunityRulesController] })
export class CommunityRulesModule {}
