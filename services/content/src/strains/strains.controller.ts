import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContentPatterns, type RpcRequest, type StrainDto, type StrainPage, type StrainSummary } from '@cannaverse/contracts';
import { StrainsService, type StrainImage } from './strains.service.js';

/** The catalogue is public reference data: visitors get the free member's answer. */
@Controller()
export class StrainsController {
  constructor(private readonly strains: StrainsService) {}

  @MessagePattern(ContentPatterns.listStrains)
  list(@Payload() request: RpcRequest<unknown>): Promise<StrainPage> {
    return this.strains.list(request.data);
  }

  @MessagePattern(ContentPatterns.getStrain)
  get(@Payload() request: RpcRequest<unknown>): Promise<StrainDto> {
    return this.strains.get(request.actor, request.data);
  }

  @MessagePattern(ContentPatterns.listSimilarStrains)
  similar(@Payload() request: RpcRequest<unknown>): Promise<StrainSummary[]> {
    return this.strains.similar(request.data);
  }

  @MessagePattern(ContentPatterns.getStrainImage)
  image(@Payload() request: RpcRequest<unknown>): Promise<StrainImage> {
    return this.strains.image(request.data);
  }
}
