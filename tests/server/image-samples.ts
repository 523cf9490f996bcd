/**
 * Real, complete 1×1 images (each decodes in a browser and `file` names it), and files that only
 * pretend to be images: what the upload tests send.
 */
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const utf8 = (text: string) => new TextEncoder().encode(text);

export const realImages = {
  png: fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  jpg: fromBase64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////' +
      'wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  gif: fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  webp: fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
} as const;

/** GIF87a: the older version, a 1×1 image with a two-colour table. */
export const gif87a = utf8('GIF87a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;');

/** Documents a browser would run script in, dressed as images by their names. */
export const disguised = {
  html: utf8('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: utf8('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>'),
  svgWithXmlDeclaration: utf8('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
  script: utf8('fetch("/api/v1/users/1").then((r) => r.text()).then(console.log);'),
};

/** The first bytes of an image and nothing after: a signature is not an image. */
export const truncated = {
  pngSignatureOnly: realImages.png.slice(0, 8),
  jpegMarkerless: new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0x00]),
  gifHeaderOnly: utf8('GIF89a'),
  riffWave: new Uint8Array([...utf8('RIFF'), 36, 0, 0, 0, ...utf8('WAVEfmt ')]),
  webpWithoutChunk: new Uint8Array([...utf8('RIFF'), 4, 0, 0, 0, ...utf8('WEBP')]),
};
