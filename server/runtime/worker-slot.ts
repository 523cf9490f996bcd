/**
 * The environment variable that tells a forked worker its place (1…WORKERS) in the cluster
 * (server/runtime/primary.ts sets it; the logger reads it to name the worker on every line).
 */
export const workerSlotVariable = 'PITCHSIDE_WORKER';

/** This process's place in the cluster, or null for a lone process or the primary. */
export function currentWorker(env: Record<string, string | undefined> = process.env): number | null {
  const slot = Number(env[workerSlotVariable]);
  return Number.isInteger(slot) && slot > 0 ? slot : null;
}
