import { Histogram } from 'prom-client';
import { metricsRegistry } from '@cannaverse/platform';

export const httpRequestDuration = new Histogram({
  name: 'cannaverse_http_request_duration_seconds',
  help: 'Time the gateway took to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
