import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson, withFontPreload } from './page-document.ts';

describe('page document', () => {
  it('keeps catalogue text inside a data block: no </script>, no comment, read back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes attribute text', () => {
    expect(escapeHtml(`"Bar & Co" <b>'x'</b>`)).toBe(
      '&quot;Bar &amp; Co&quot; &lt;b&gt;&#39;x&#39;&lt;/b&gt;',
    );
  });

  it('preloads the text font only when the build has it', () => {
    const template = '<html><head><title>Estadia</title></head><body></body></html>';
    expect(withFontPreload(template, undefined)).toBe(template);
    expect(withFontPreload(template, '/assets/inter-latin-wght-normal-X.woff2')).toContain(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-X.woff2" as="font" type="font/woff2" crossorigin />\n  </head>',
    );
  });
});
