/**
 * What a server-rendered document carries for its hydration (decision 104): the address it was
 * rendered for, who was signed in, and the reads it was rendered from (TanStack's dehydrated state).
 * One inline JSON script the server writes (src/app/server-render.tsx) and the boot reads (boot.tsx).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { UserLifecycle } from '#contract/enums.ts';

export const serverStateId = 'server-render-state';

export interface ServerRenderState {
  path: string;
  person: { userId: number; userLifecycle: UserLifecycle } | null;
  queries: DehydratedState | null;
  /** The server's time when it rendered (ms): how far this device's clock is from it, at hydration. */
  renderedAt: number;
}

/**
 * The state as an inline script: JSON with `<`, U+2028 and U+2029 escaped, so no text in a read (a
 * notice's title) can close the script or break it in an older parser.
 */
export function serverStateScript(state: ServerRenderState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${serverStateId}" type="application/json">${json}</script>`;
}

const read = new WeakMap<Element, ServerRenderState | null>();

/**
 * The state of a server-rendered document at this address, or null (the plain shell: the service
 * worker's, an older build's, nobody signed in). Parsed once: the entry, the data layer and the boot
 * all ask.
 */
export function readServerState(doc: Document): ServerRenderState | null {
  const script = doc.getElementById(serverStateId);
  if (!script) return null;
  if (!read.has(script)) {
    let parsed: ServerRenderState | null;
    try {
      parsed = JSON.parse(script.textContent ?? '') as ServerRenderState;
    } catch {
      parsed = null;
    }
    read.set(script, parsed);
  }
  const state = read.get(script)!;
  return state?.path === doc.location.pathname ? state : null;
}
