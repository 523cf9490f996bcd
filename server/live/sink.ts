/**
 * Where a live stream's bytes go. Under @hono/node-server the stream writes straight to node's
 * ServerResponse (no web-stream plumbing per frame: one `res.write` of a shared buffer per viewer);
 * elsewhere (tests through `app.request`, other runtimes) a byte ReadableStream does the same job.
 *
 * Backpressure: a sink refuses a write (answers false) once more than `maxBufferedBytes` wait for a
 * slow viewer; the stream then closes that connection rather than let memory grow, and the client
 * reconnects with Last-Event-ID and gets what it missed from the log (decision 017).
 */
import type { ServerResponse } from 'node:http';

export interface LiveSink {
  /** Queues bytes; false when the connection is gone or the viewer is too far behind. */
  write(bytes: Uint8Array): boolean;
  /** Ends the response (idempotent). */
  close(): void;
  /** Called once when the connection ends, whoever ended it. */
  onClose(listener: () => void): void;
}

/** A slow viewer may fall this far behind before it is dropped (a whole match's log is far less). */
export const defaultMaxBufferedBytes = 1024 * 1024;

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  // nginx: pass each frame on at once.
  'x-accel-buffering': 'no',
} as const;

/** Writes the SSE headers to a node response at once and answers its sink. */
export function nodeSink(res: ServerResponse, maxBufferedBytes = defaultMaxBufferedBytes): LiveSink {
  res.writeHead(200, sseHeaders);
  res.flushHeaders();
  // Frames are small and must leave at once.
  res.socket?.setNoDelay(true);
  return {
    write(bytes) {
      if (res.destroyed || res.writableEnded || res.writableLength > maxBufferedBytes) return false;
      res.write(bytes);
      return true;
    },
    close() {
      if (!res.writableEnded) res.end();
    },
    onClose(listener) {
      if (res.destroyed || res.closed) queueMicrotask(listener);
      else res.once('close', listener);
    },
  };
}

/** A sink over a web ReadableStream, and the Response that carries it. */
export function webSink(maxBufferedBytes = defaultMaxBufferedBytes): { sink: LiveSink; response: Response } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  const listeners: (() => void)[] = [];
  const end = () => {
    if (ended) return;
    ended = true;
    for (const listener of listeners.splice(0)) listener();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      cancel: end,
    },
    // desiredSize goes to 0 once maxBufferedBytes are queued.
    { highWaterMark: maxBufferedBytes, size: (chunk) => chunk.byteLength },
  );
  const sink: LiveSink = {
    write(bytes) {
      if (ended || (controller.desiredSize ?? 0) <= 0) return false;
      controller.enqueue(bytes);
      return true;
    },
    close() {
      if (ended) return;
      controller.close();
      end();
    },
    onClose(listener) {
      if (ended) queueMicrotask(listener);
      else listeners.push(listener);
    },
  };
  return { sink, response: new Response(body, { status: 200, headers: sseHeaders }) };
}
