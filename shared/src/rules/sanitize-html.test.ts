import assert from 'node:assert/strict';
import { sanitizeHtml } from './sanitize-html';
import { isSafeUrl } from './safe-url';

describe('sanitizeHtml', () => {
  it('keeps allowed formatting', () => {
    const html = '<h2>赛事简介</h2><p>欢迎<strong>参加</strong><br/>本次比赛</p><ul><li>一</li></ul>';
    assert.equal(sanitizeHtml(html), '<h2>赛事简介</h2><p>欢迎<strong>参加</strong><br>本次比赛</p><ul><li>一</li></ul>');
  });

  it('drops scripts with their content, event handlers and styles', () => {
    assert.equal(sanitizeHtml('<p>a<script>alert(1)</script>b</p>'), '<p>ab</p>');
    assert.equal(sanitizeHtml('<P onclick="x()" style="color:red">t</P>'), '<p>t</p>');
    assert.equal(sanitizeHtml('<img src="/a.png" onerror="alert(1)">'), '<img src="/a.png">');
    assert.equal(sanitizeHtml('<SCRIPT src=x></SCRIPT >ok'), 'ok');
    assert.equal(sanitizeHtml('<script>never closed'), '');
    assert.equal(sanitizeHtml('<iframe src="https://x"></iframe><svg><script>1</script></svg>t'), 't');
  });

  it('refuses javascript:, data: and obfuscated URLs', () => {
    assert.equal(sanitizeHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitizeHtml('<a href=" java\tscript:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(sanitizeHtml('<img src="data:text/html;base64,AAA">'), '<img>');
    assert.equal(
      sanitizeHtml('<a href="https://example.com/?a=1&b=2" target="_blank">x</a>'),
      '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes stray brackets, removes comments and unknown tags but keeps their text', () => {
    assert.equal(sanitizeHtml('1 < 2 > 0'), '1 &lt; 2 &gt; 0');
    assert.equal(sanitizeHtml('<!-- <script>x</script> -->a<font color=red>b</font>'), 'ab');
    assert.equal(sanitizeHtml('<a href="x>y'), '&lt;a href="x&gt;y');
  });
});

describe('isSafeUrl', () => {
  it('allows web, mail, phone and relative URLs only', () => {
    for (const ok of ['https://a.cn/x', 'http://a.cn', 'mailto:a@b.cn', 'tel:123', '/uploads/a.png', '#top']) assert.equal(isSafeUrl(ok), true, ok);
    for (const bad of ['javascript:1', 'JavaScript:1', 'vbscript:1', 'data:image/png;base64,A', '', 'javascript&colon;1']) assert.equal(isSafeUrl(bad), false, bad);
  });
});
