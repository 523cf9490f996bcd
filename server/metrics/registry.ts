/**
 * The process's Prometheus figures (decision 097): one prom-client registry holding every metric of
 * Pitchside and prom-client's default ones (event-loop lag, memory, GC, handles). Each process fills
 * its own; `GET /metrics` shows a lone process's registry, or the sum of every worker's and the
 * primary's in the cluster (server/metrics/cluster.ts). Labels are few and bounded: a route template
 * (never a raw path), a status class, a fixed outcome.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds, from a quick read (1 ms) to a slow upload or sign-in (10 s). */
const requestBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route template, method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: requestBuckets,
  registers: [metricsRegistry],
});

export const liveViewers = new Gauge({
  name: 'pitchside_live_viewers',
  help: 'Open live-stream connections, by stream (match, scrimmage) and audience (member, public).',
  labelNames: ['stream', 'audience'] as const,
  registers: [metricsRegistry],
});

export const liveMessagesFannedOut = new Counter({
  name: 'pitchside_live_messages_fanned_out_total',
  help: 'Live messages the hub handed to the viewers of their match or scrimmage (once per message and process).',
  labelNames: ['stream'] as const,
  registers: [metricsRegistry],
});

export const liveDeliveryDelay = new Histogram({
  name: 'pitchside_live_delivery_seconds',
  help: "Time from this process hearing of a committed write (its own commit, or the NOTIFY) to the write onto a viewer's stream.",
  labelNames: ['stream'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const outboxWrites = new Counter({
  name: 'pitchside_outbox_writes_total',
  help: 'Recording writes carrying an idempotency key (the outbox): accepted, replayed (same key, same request) or refused, by status class.',
  labelNames: ['outcome', 'status_class'] as const,
  registers: [metricsRegistry],
});

export const pushSends = new Counter({
  name: 'pitchside_push_sends_total',
  help: 'Web Push posts to one device: sent (2xx), gone (404/410, the subscription removed) or failed.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const reminderSweeps = new Counter({
  name: 'pitchside_reminder_sweeps_total',
  help: 'Runs of a reminder sweep (reminders, dues-reminders, mom-results), by result (ok, failed).',
  labelNames: ['sweep', 'result'] as const,
  registers: [metricsRegistry],
});

export const remindersClaimed = new Counter({
  name: 'pitchside_reminders_claimed_total',
  help: 'Reminders claimed by a sweep (at most once per member), by kind (rsvp, dues).',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const remindersSent = new Counter({
  name: 'pitchside_reminders_sent_total',
  help: 'Claimed reminders that reached at least one device of the member, by kind (rsvp, dues).',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'pitchside_db_query_duration_seconds',
  help: 'Time of one database query (PGlite or PostgreSQL), by its first keyword.',
  labelNames: ['operation'] as const,
  buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [metricsRegistry],
});

/** `2xx` … `5xx` of an HTTP status. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

/** Seconds since `startedAt` (a `performance.now()`). */
export const secondsSince = (startedAt: number): number => (performance.now() - startedAt) / 1000;
