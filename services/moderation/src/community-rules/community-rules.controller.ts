import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { COMMUNITY_RULES, ModerationPatterns, type CommunityRuleDto } from '@cannaverse/contracts';

/** The rules are product text shared with the web app (contracts), so anyone may read them, signed in or not. */
@Controller()
export class CommunityRulesController {
  @MessagePattern(ModerationPatterns.listCommunityRules)
  list(): CommunityRuleDto[] {
    return COMMUNITY_RULES.map(({ id, title, description }) => ({ id, title, description }));
  }
}
