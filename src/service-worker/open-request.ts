/**
 * What the service worker asks of an open window when a notification is tapped (push-worker.ts):
 * go to `url` inside the app, through the router (and so through a page's "leave unsaved work?"
 * question), instead of a reload. The window answers on the message's port once it has.
 */
export const openRequestType = 'pitchside:open';

export interface OpenRequest {
  type: typeof openRequestType;
  /** A path of the app, e.g. `/matches/5`. */
  url: string;
}

export function isOpenRequest(data: unknown): data is OpenRequest {
  return typeof data === 'object' && data !== null && (data as OpenRequest).type === openRequestType && typeof (data as OpenRequest).url === 'string';
}
