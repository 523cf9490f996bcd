/**
 * Image uploads (docs/product.md §7.6 `POST /api/v1/s3/images`) and serving them back (`GET /uploads/<name>`).
 *
 * The type comes from the file's bytes (sniffImageType), never from its name or declared type, so a
 * PNG named `.txt` or `.exe` is a PNG and an HTML, SVG or script file named `.png` is refused; the
 * stored name's extension and the served Content-Type are the detected type's, served with nosniff. At most 10 MB: a Content-Length that
 * says more is refused before the body is read, and the bytes are counted while reading, so a body
 * without (or lying about) its length is cut off as soon as it passes the limit.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { maxImageBytes } from '#contract/files.ts';
import type { AppEnv } from '../http/endpoint.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { contentTypeOfKey, storageKeyPattern } from '../storage.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';

/** Room for the multipart framing around the file (boundaries, part headers, a file name). */
const multipartOverheadBytes = 64 * 1024;
const maxBodyBytes = maxImageBytes + multipartOverheadBytes;

export type ImageType = { extension: 'jpg' | 'png' | 'gif' | 'webp'; contentType: string };

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * The image type the bytes are, or null for anything else. Each format is known by its signature
 * and the first piece of structure that must follow it, so a file that merely starts with a few
 * magic bytes is not enough: a PNG's first chunk is IHDR, a JPEG's next marker is a real marker, a
 * GIF has its screen descriptor, a WebP's first chunk is VP8, VP8L or VP8X. SVG (a document that
 * can carry script) and every other type are refused, whatever the file is called.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length >= 4 && bytes[3] >= 0xc0 && bytes[3] !== 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && ascii(bytes, 12, 'IHDR')) return { extension: 'png', contentType: 'image/png' };
  if ((ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) && bytes.length >= 13) return { extension: 'gif', contentType: 'image/gif' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') && ['VP8 ', 'VP8L', 'VP8X'].some((chunk) => ascii(bytes, 12, chunk))) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

const missingFile = () => new ApiError('BAD_REQUEST', [{ field: 'file', message: '이미지 파일을 file 항목으로 보내주세요.' }]);

/** Reads the request body, counting bytes; 413 8006 as soon as it passes `limit`. */
async function readLimited(c: Context, limit: number): Promise<Uint8Array> {
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new ApiError('FILE_TOO_LARGE');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The upload endpoint of the table. */
export function imageEndpoints({ db, storage }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  return [
    implement('uploadImage', async (c, { userId }) => {
      await guards.requireActive(userId);
      const declared = Number(c.req.header('content-length'));
      if (Number.isFinite(declared) && declared > maxBodyBytes) throw new ApiError('FILE_TOO_LARGE');
      const contentType = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\s*;/i.test(contentType)) throw missingFile();

      const raw = await readLimited(c, maxBodyBytes);
      let form: FormData;
      try {
        form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
      } catch {
        throw new ApiError('BAD_REQUEST', [{ field: 'file', message: 'multipart 본문을 읽을 수 없습니다.' }]);
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) throw missingFile();
      if (file.size > maxImageBytes) throw new ApiError('FILE_TOO_LARGE');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type) throw new ApiError('INVALID_FILE_EXTENSION');
      const url = await storage.put(`${randomBytes(16).toString('hex')}.${type.extension}`, bytes, type.contentType);
      return { url };
    }),
  ];
}

export const uploadsContentSecurityPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** `GET /uploads/<name>`: a stored image, cached for good (names are never reused), or a plain 404. */
export function registerUploadsRoute(app: Hono<AppEnv>, { storage }: AppDeps): void {
  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name');
    if (!storageKeyPattern.test(name)) return c.text('Not Found', 404);
    const bytes = await storage.read(name);
    if (!bytes) return c.text('Not Found', 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': contentTypeOfKey(name),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, an upload is a picture and nothing more: no script, no plugin, no framing.
      'Content-Security-Policy': uploadsContentSecurityPolicy,
      'Content-Length': String(bytes.byteLength),
    });
  });
}
