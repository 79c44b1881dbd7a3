import type { AdDto, AdTrackingInput } from '@cannaverse/contracts';
import { str, uuid } from '../../openapi/schema-props.js';

export class AdResponse implements AdDto {
  @uuid() id!: string;
  @str({ description: 'Sanitised markup, shown under "Sponsored".' }) adCode!: string;
}

export class AdTrackingBody implements AdTrackingInput {
  @uuid({ description: 'The browser\'s ad session id.' }) sessionId!: string;
}
