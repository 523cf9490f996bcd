// @vitest-environment jsdom
/**
 * The notice-body allowlist against a list of stored-script payloads: each must come out with no
 * element, attribute or URL that could run script, load something or cover the page — checked by
 * parsing the output, not by matching strings — and the text that was prose must survive.
 */
import { describe, expect, it } from 'vitest';
import { allowedLinkProtocols, allowedNoticeTags, linkRel, safeLinkHref, sanitizeNoticeBody } from '#server/notices/sanitize.ts';
import { xssPayloads } from '../xss-payloads.ts';

/** Every tag and attribute of an HTML fragment, read by a real parser (jsdom's, via the Vitest environment). */
function inspect(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attributes: [...el.attributes].map((a) => [a.name, a.value] as const),
  }));
}

describe('notice body sanitizer', () => {
  it.each(xssPayloads.map((p) => [p.name, p] as const))('neutralises %s', (_name, payload) => {
    const clean = sanitizeNoticeBody(payload.html);
    for (const element of inspect(clean)) {
      expect(allowedNoticeTags, clean).toContain(element.tag);
      for (const [name, value] of element.attributes) {
        expect(element.tag === 'a' && ['href', 'rel', 'target'].includes(name), `${name} on ${element.tag}`).toBe(true);
        if (name === 'href') expect(allowedLinkProtocols, value).toContain(new URL(value).protocol);
        if (name === 'rel') expect(value).toBe(linkRel);
        if (name === 'target') expect(value).toBe('_blank');
      }
    }
    // The output is stable: cleaning it again changes nothing, so what is stored is what is shown.
    expect(sanitizeNoticeBody(clean)).toBe(clean);
    if (payload.keeps) expect(clean).toContain(payload.keeps);
  });

  it('keeps everything the editor makes', () => {
    const html =
      '<h2>제목</h2><h3>소제목</h3><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s><br />다음 줄</p>' +
      '<ul><li><p>하나</p></li></ul><ol><li><p>첫째</p></li></ol><blockquote><p>인용</p></blockquote>' +
      `<p><a href="https://example.com/path?q=1" rel="${linkRel}" target="_blank">링크</a> <a href="mailto:team@example.com" rel="${linkRel}" ` +
      `target="_blank">메일</a></p>`;
    expect(sanitizeNoticeBody(html)).toBe(html);
  });

  it('maps other headings and old marks onto the allowed ones', () => {
    expect(sanitizeNoticeBody('<h1>큰 제목</h1><h5>작은</h5><p><b>b</b><i>i</i><del>d</del></p>')).toBe(
      '<h2>큰 제목</h2><h3>작은</h3><p><strong>b</strong><em>i</em><s>d</s></p>',
    );
  });

  it('unwraps an unsafe link but keeps the next safe one intact', () => {
    expect(sanitizeNoticeBody('<p><a href="javascript:x()">나쁜</a> <a href="http://ok.example/">좋은</a></p>')).toBe(
      `<p>나쁜 <a href="http://ok.example/" rel="${linkRel}" target="_blank">좋은</a></p>`,
    );
  });

  it('accepts only absolute http, https and mailto URLs as link targets', () => {
    expect(safeLinkHref('https://example.com')).toBe('https://example.com/');
    expect(safeLinkHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    for (const bad of [
      'javascript:alert(1)',
      'jav\tascript:alert(1)',
      ' \u0001javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/api/v1/users/me',
      'file:///etc/passwd',
      '',
      undefined,
    ]) {
      expect(safeLinkHref(bad), String(bad)).toBeNull();
    }
  });
});
