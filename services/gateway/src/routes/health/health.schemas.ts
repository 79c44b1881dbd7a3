import { mapOf, oneOf } from '../../openapi/schema-props.js';
import type { DependencyStatus, HealthBody } from './health.service.js';

export class HealthResponse implements HealthBody {
  @oneOf(['ok', 'degraded', 'down']) status!: 'ok' | 'degraded' | 'down';
  @mapOf({ type: 'string', enum: ['up', 'down'] }, { description: 'redis, nats and each service.' })
  dependencies!: Record<string, DependencyStatus>;
}
