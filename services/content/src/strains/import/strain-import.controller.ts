import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContentPatterns, type RpcRequest, type StrainImportResult } from '@cannaverse/contracts';
import { StrainImportService } from './strain-import.service.js';

@Controller()
export class StrainImportController {
  constructor(private readonly imports: StrainImportService) {}

  /** Not routed by the gateway: `npm run import:strains` sends it over NATS without an actor. */
  @MessagePattern(ContentPatterns.importStrains)
  import(@Payload() request: RpcRequest<unknown>): Promise<StrainImportResult> {
    return this.imports.importRequested(request.actor, request.data);
  }
}
