/**
 * The probes of a load balancer or orchestrator (decision 096): outside the JSON envelope, no auth,
 * nothing beyond a status. `GET /healthz`: the process serves. `GET /readyz`: the database answers,
 * its migrations are applied and the live hubs listen; else 503 naming what failed.
 */
import * as v from 'valibot';

export const healthPath = '/healthz';
export const readyPath = '/readyz';

export const readinessChecks = ['database', 'migrations', 'live'] as const;
export type ReadinessCheck = (typeof readinessChecks)[number];

export const HealthAnswer = v.strictObject({ status: v.literal('ok') });
export const ReadyAnswer = v.strictObject({ status: v.literal('ready') });
export const UnavailableAnswer = v.strictObject({ status: v.literal('unavailable'), failed: v.array(v.picklist(readinessChecks)) });
export type UnavailableAnswer = v.InferOutput<typeof UnavailableAnswer>;
