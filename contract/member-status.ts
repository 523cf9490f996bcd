/**
 * Member status (decision 091): 활동, 부상 until a date, 휴회 for a period, 명예. Admins set anyone's; a
 * member may set their own 부상 and 휴회 (and come back to 활동). Days are Seoul calendar days, both
 * ends inclusive. The rules of a request (which dates each kind takes, who may set what) are
 * machines/member-status.ts `statusRefusal`, shared by the server and the form.
 */
import * as v from 'valibot';
import { MemberStatusKind } from './enums.ts';
import { Id, IsoDate } from './fields.ts';

/** A status as stored: `from`/`until` only for INJURED (from: the day it was set) and ON_LEAVE. */
export const MemberStatus = v.object({ kind: MemberStatusKind, from: v.nullable(IsoDate), until: v.nullable(IsoDate) });
export type MemberStatus = v.InferOutput<typeof MemberStatus>;

/** `PUT /api/v1/teams/{id}/members/{userId}/status`: INJURED needs `until` (`from` defaults to today), ON_LEAVE both. */
export const MemberStatusRequest = v.object({
  kind: MemberStatusKind,
  from: v.optional(v.nullable(IsoDate)),
  until: v.optional(v.nullable(IsoDate)),
});
export type MemberStatusRequest = v.InferOutput<typeof MemberStatusRequest>;

/** One member's status; members without a row are ACTIVE. */
export const MemberStatusEntry = v.object({ userId: Id, status: MemberStatus });
export type MemberStatusEntry = v.InferOutput<typeof MemberStatusEntry>;

/** The rows of the endpoint table this lane adds (spread into `endpoints`, contract/endpoints.ts). */
export const memberStatusEndpoints = {
  listMemberStatuses: {
    method: 'GET',
    path: '/api/v1/teams/{id}/member-statuses',
    access: 'bearer',
    response: v.array(MemberStatusEntry),
  },
  setMemberStatus: {
    method: 'PUT',
    path: '/api/v1/teams/{id}/members/{userId}/status',
    access: 'bearer',
    body: MemberStatusRequest,
    response: MemberStatusEntry,
  },
} as const;
