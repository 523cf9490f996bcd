/**
 * Notice bodies are HTML written by a team admin and read by every member, so they are cleaned here,
 * on the server, before they are stored: what the database holds is safe to put into a page as it is.
 *
 * A strict allowlist (decision 014): the few blocks and marks the editor makes, and links. Everything
 * else is dropped — the tags of scripts, styles, frames, forms, media and document metadata together
 * with their content, any other unknown tag keeping its text. No attribute survives but a link's
 * `href`, and only when it is an absolute http, https or mailto URL; every link opens in a new tab
 * without handing the page to it (`rel="noopener noreferrer nofollow"`).
 */
import sanitizeHtml from 'sanitize-html';

export const allowedNoticeTags = ['p', 'h2', 'h3', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'br', 'a'] as const;
export const allowedLinkProtocols = ['http:', 'https:', 'mailto:'] as const;
export const linkRel = 'noopener noreferrer nofollow';

/** Tags dropped with everything inside them (their text is code, styling or a fallback, never prose). */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'head',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'xmp',
  'select',
  'button',
  'canvas',
  'audio',
  'video',
];

/**
 * The link's URL when it is one of the allowed kinds, else null. The parser has already decoded
 * entities (`jav&#x09;ascript:`); the WHATWG URL parser then strips tabs, newlines and leading
 * control characters the way a browser does, so the protocol read here is the one a browser would use.
 * Relative URLs have no base here and are refused: a notice links out, and a relative link could aim
 * at the app's own API.
 */
export function safeLinkHref(href: string | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!(allowedLinkProtocols as readonly string[]).includes(url.protocol)) return null;
  return url.href;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedNoticeTags],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  transformTags: {
    // Headings of other levels keep their place in the outline as the nearest allowed level.
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // Every link gets a clean attribute set; an unsafe one loses them all and is unwrapped below.
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = safeLinkHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: linkRel, target: '_blank' } : {} };
    },
  },
  // A link without a safe target keeps its text as plain text. (Renaming the tag in transformTags
  // instead would trip sanitize-html's closing-tag bookkeeping and mislabel the next link's end tag.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The body cleaned by the allowlist; safe to render as HTML. */
export function sanitizeNoticeBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}
