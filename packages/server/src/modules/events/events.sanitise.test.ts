import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './events.sanitise.ts';

describe('sanitiseRichText', () => {
  it('keeps formatting and safe links', () => {
    expect(
      sanitiseRichText('<p>Bring <strong>slides</strong> &amp; <a href="https://x.org/a" onclick="x()">notes</a></p>'),
    ).toBe(
      '<p>Bring <strong>slides</strong> &amp; <a href="https://x.org/a" rel="noopener noreferrer nofollow" target="_blank">notes</a></p>',
    );
  });

  it('drops scripts, handlers, unknown tags and unsafe links', () => {
    expect(sanitiseRichText('<script>alert(1)</script><img src=x onerror=alert(1)>Hi')).toBe('Hi');
    expect(sanitiseRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<p style="color:red" onmouseover="x">y</p><!-- c -->')).toBe('<p>y</p>');
    expect(sanitiseRichText('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
  });

  it('escapes stray markup characters as text', () => {
    expect(sanitiseRichText('1 < 2 & 3 > "2"')).toBe('1 &lt; 2 &amp; 3 &gt; &quot;2&quot;');
  });
});
