import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  linkedStylesheet,
  scriptJson,
  withFontPreload,
  withInlineHashes,
  withInlineStylesheet,
} from './page-document.ts';

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

  it('writes the linked stylesheet inline, with its hash for the CSP, unless it could close its element', () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/style-B.css"></head>';
    expect(linkedStylesheet(template)).toBe('/assets/style-B.css');
    const { template: inline, styleHash } = withInlineStylesheet(template, 'body{margin:0}');
    expect(inline).toContain('<style>body{margin:0}</style></head>');
    expect(inline).not.toContain('style-B.css');
    // echo -n 'body{margin:0}' | openssl dgst -sha256 -binary | base64
    expect(styleHash).toBe("'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='");
    expect(withInlineStylesheet(template, 'a{content:"</style><script>"}')).toEqual({ template });
    expect(withInlineStylesheet(template, undefined)).toEqual({ template });
    expect(withInlineStylesheet('<head></head>', 'body{margin:0}')).toEqual({ template: '<head></head>' });
  });

  it('adds the inline hashes to script-src and style-src, not to their -attr directives', () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";
    expect(withInlineHashes(policy, { script: "'sha256-s'", style: "'sha256-c'" })).toBe(
      "default-src 'self';script-src 'self' 'sha256-s';script-src-attr 'none';style-src 'self' 'sha256-c'",
    );
    expect(withInlineHashes(policy, {})).toBe(policy);
  });
});
