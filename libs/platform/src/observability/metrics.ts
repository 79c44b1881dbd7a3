import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One Prometheus registry per process (prom-client). Every service gets the kit's metrics below
 * for free on its health port's `/metrics`; the gateway serves the same registry at `/metrics`.
 */
export const metricsRegistry = new Registry();
let defaultsCollected = false;

/** Process metrics (CPU, memory, event-loop lag, GC) labelled with the process's name. */
export function enableDefaultMetrics(service: string): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Buckets from 1 ms to 10 s: a primary-key read is ~1 ms, the RPC deadline is seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests a service answered over NATS, by subject and outcome (the status the gateway maps to HTTP). */
export const rpcServerDuration = new Histogram({
  name: 'cannaverse_rpc_server_duration_seconds',
  help: 'Time a service spent answering a NATS request, by pattern and status',
  labelNames: ['pattern', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const rpcServerErrors = new Counter({
  name: 'cannaverse_rpc_server_errors_total',
  help: 'NATS requests a service answered with an error, by pattern and status',
  labelNames: ['pattern', 'status'] as const,
  registers: [metricsRegistry],
});

/** Requests a caller (the gateway) sent over NATS, by subject and outcome. */
export const rpcClientDuration = new Histogram({
  name: 'cannaverse_rpc_client_duration_seconds',
  help: 'Round trip of a NATS request as the caller saw it, by target service, pattern and status',
  labelNames: ['service', 'pattern', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const outboxBacklog = new Gauge({
  name: 'cannaverse_outbox_backlog',
  help: 'Committed domain events not yet relayed to JetStream',
  registers: [metricsRegistry],
});

export const eventConsumerLag = new Gauge({
  name: 'cannaverse_event_consumer_pending',
  help: "Events in the stream this service's durable consumer has not yet delivered or had acknowledged",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

export const deadLetters = new Gauge({
  name: 'cannaverse_dead_letters',
  help: "Events kept in this service's dead letters (failed on every delivery, or forged) until an operator replays or removes them",
  registers: [metricsRegistry],
});

export const eventsHandled = new Counter({
  name: 'cannaverse_events_handled_total',
  help: 'Domain events this service consumed, by event name and outcome (applied, duplicate, ignored, malformed, forged, failed, dead-lettered)',
  labelNames: ['event', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const queueDepth = new Gauge({
  name: 'cannaverse_queue_jobs',
  help: 'BullMQ jobs of this service by queue and state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});

/**
 * Open WebSocket connections, for a service or gateway that holds them: call `inc()` on open and
 * `dec()` on close, labelled with what the socket is for (e.g. `livestream-chat`).
 */
export const openWebSockets = new Gauge({
  name: 'cannaverse_websocket_connections',
  help: 'Open WebSocket connections by purpose',
  labelNames: ['purpose'] as const,
  registers: [metricsRegistry],
});

/** Collectors that read a value only when Prometheus scrapes (queue depth, backlog, lag). */
const scrapeCollectors = new Set<() => Promise<void>>();

/** Registers work to run before each scrape; returns the function that unregisters it. */
export function onMetricsScrape(collect: () => Promise<void>): () => void {
  scrapeCollectors.add(collect);
  return () => scrapeCollectors.delete(collect);
}

/** The text exposition Prometheus scrapes; a failing collector leaves its last values. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  await Promise.all([...scrapeCollectors].map((collect) => collect().catch(() => undefined)));
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
