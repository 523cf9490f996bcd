/**
 * A lean live-stream viewer for the benchmarks: a raw TCP socket that sends the GET itself and scans
 * the bytes for `event:` lines and the `id:` line just before each (the server writes `id:` then
 * `event:`), ignoring the HTTP chunk framing and the JSON; nothing else is parsed. Thousands of them
 * must not make the bench process the bottleneck on a shared 2-core machine.
 */
import { connect, type Socket } from 'node:net';

export interface RawViewer {
  /** `host:port` of the server and the stream's path with its query (a member's token, or a public link's). */
  host: string;
  port: number;
  path: string;
  /** Every event line, with its SSE id and the time (performance.now()) its bytes arrived. */
  onEvent(event: string, id: number, at: number): void;
  /** The connection failed or the answer was no 200 stream. */
  onFail(error: unknown): void;
}

export function openRawViewer({ host, port, path, onEvent, onFail }: RawViewer): Socket {
  let tail = '';
  let answered = false;
  const socket = connect({ host, port }, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n\r\n`));
  socket.setNoDelay(true);
  // latin1: one char per byte, no UTF-8 decoding; ids, names and line breaks are ASCII.
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    const at = performance.now();
    const text = tail.length === 0 ? chunk : tail + chunk;
    if (!answered) {
      if (!text.startsWith('HTTP/1.1 200')) {
        onFail(new Error(`stream answered ${text.slice(0, 12)}`));
        socket.destroy();
        return;
      }
      answered = true;
    }
    let from = 0;
    let incomplete = -1;
    for (let i = text.indexOf('\nevent: '); i !== -1; i = text.indexOf('\nevent: ', from)) {
      const lineEnd = text.indexOf('\n', i + 8);
      const idAt = text.lastIndexOf('\nid: ', i);
      if (lineEnd === -1) {
        incomplete = idAt === -1 ? i : idAt;
        break;
      }
      onEvent(text.slice(i + 8, lineEnd), idAt === -1 ? Number.NaN : Number(text.slice(idAt + 5, i)), at);
      from = lineEnd;
    }
    // Keep what may be the start of the next event line (split between reads).
    tail = incomplete !== -1 ? text.slice(incomplete) : text.slice(Math.max(from, text.length - 64));
  });
  socket.on('error', onFail);
  return socket;
}
