/**
 * The cluster's figures (decision 097): each process counts in its own registry, and `/metrics` shows
 * their sum. The primary collects them over node:cluster's IPC channel — its own registry (the sweeps,
 * their pushes and queries run there) plus every connected worker's as JSON — and merges them with
 * prom-client's AggregatorRegistry.aggregate (counters and histograms summed, gauges summed or as
 * prom-client marks them, e.g. the version taken once). A worker asked on the app's port asks the
 * primary, which answers the sum; with METRICS_PORT the primary serves it itself.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { MetricsConfig } from '../config.ts';
import { metricsRegistry } from './registry.ts';
import { type MetricsServer, type MetricsSource, startMetricsServer } from './serve-metrics.ts';

/** How long the primary waits for a worker's figures; a worker that does not answer (dying, busy) is left out of that answer. */
export const workerAnswerMs = 3_000;

const collect = 'pitchside:metrics-collect';
const part = 'pitchside:metrics-part';
const ask = 'pitchside:metrics-ask';
const answer = 'pitchside:metrics-answer';

type Message = { type?: unknown; id?: unknown; metrics?: unknown; contentType?: unknown; text?: unknown; error?: unknown };
const asMessage = (value: unknown): Message => (typeof value === 'object' && value !== null ? (value as Message) : {});

/** Whether /metrics is served anywhere. */
const metricsOn = (metrics: MetricsConfig) => metrics.token !== null || metrics.port !== null;

/**
 * In a worker, when /metrics is on: answers the primary's collects, and is the source that asks the
 * primary for the cluster's sum (undefined when /metrics is off).
 */
export function workerMetrics(metrics: MetricsConfig): MetricsSource | undefined {
  if (!metricsOn(metrics)) return undefined;
  const pending = new Map<number, (message: Message) => void>();
  let next = 0;
  process.on('message', (raw: unknown) => {
    const message = asMessage(raw);
    if (message.type === collect) {
      void metricsRegistry.getMetricsAsJSON().then((metrics) => {
        if (process.connected) process.send?.({ type: part, id: message.id, metrics });
      });
    } else if (message.type === answer && typeof message.id === 'number') {
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    }
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      // The primary waits workerAnswerMs for the slowest worker; this waits a little longer for it.
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, workerAnswerMs + 2_000);
      pending.set(id, (message) => {
        clearTimeout(timer);
        if (typeof message.text === 'string' && typeof message.contentType === 'string') resolve({ contentType: message.contentType, text: message.text });
        else reject(new Error(`the primary could not collect the metrics: ${String(message.error)}`));
      });
      process.send?.({ type: ask, id });
    });
}

/** In the primary, when /metrics is on: answers the workers that ask, and serves METRICS_PORT when set. */
export async function servePrimaryMetrics(metrics: MetricsConfig): Promise<MetricsServer | null> {
  return metricsOn(metrics) ? startMetricsServer(metrics, clusterMetrics()) : null;
}

/** The source summing the primary's own registry and every connected worker's; answers the workers that ask. */
function clusterMetrics(): MetricsSource {
  const collecting = new Map<number, (metrics: object) => void>();
  let next = 0;

  const source: MetricsSource = async () => {
    const id = next++;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w.isConnected());
    const parts: object[] = [await metricsRegistry.getMetricsAsJSON()];
    await new Promise<void>((resolve) => {
      let waiting = workers.length;
      const timer = setTimeout(finish, workerAnswerMs);
      function finish() {
        clearTimeout(timer);
        collecting.delete(id);
        resolve();
      }
      collecting.set(id, (metrics) => {
        parts.push(metrics);
        if (--waiting === 0) finish();
      });
      if (waiting === 0) finish();
      for (const worker of workers) worker.send({ type: collect, id });
    });
    const sum = AggregatorRegistry.aggregate(parts);
    return { contentType: sum.contentType, text: await sum.metrics() };
  };

  cluster.on('message', (worker, raw: unknown) => {
    const message = asMessage(raw);
    if (message.type === part && typeof message.id === 'number' && Array.isArray(message.metrics)) {
      collecting.get(message.id)?.(message.metrics);
    } else if (message.type === ask) {
      source().then(
        ({ contentType, text }) => worker.isConnected() && worker.send({ type: answer, id: message.id, contentType, text }),
        (error: unknown) =>
          worker.isConnected() && worker.send({ type: answer, id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });
  return source;
}
