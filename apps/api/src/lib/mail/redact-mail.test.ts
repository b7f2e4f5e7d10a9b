import { describe, expect, it } from 'vitest';
import { redactMailBodies } from './redact-mail.ts';

describe('redactMailBodies', () => {
  it('replaces every declared secret, as written and as encoded in a link, in both bodies', () => {
    const bodies = redactMailBodies(
      {
        text: 'Seu código: ABCD-2345\nhttps://e.com.br/r?x=ABCD2345\nDe novo: ABCD2345',
        html: '<p>ABCD-2345</p><a href="https://e.com.br/c/a%2Bb%3D">link</a>',
      },
      ['ABCD2345', 'ABCD-2345', 'a+b='],
    );
    expect(bodies).toEqual({
      text: 'Seu código: [removido]\nhttps://e.com.br/r?x=[removido]\nDe novo: [removido]',
      html: '<p>[removido]</p><a href="https://e.com.br/c/[removido]">link</a>',
    });
  });

  it('also removes an undeclared code from a link, and keeps the rest of the text whole', () => {
    expect(
      redactMailBodies(
        { text: 'Link: https://e.com.br/redefinir-senha?codigo=XYZ12345 até 10/12/2026', html: null },
        null,
      ),
    ).toEqual({
      text: 'Link: https://e.com.br/redefinir-senha?codigo=[removido] até 10/12/2026',
      html: null,
    });
  });

  it('ignores secrets too short to be told apart from the words and numbers of the message', () => {
    expect(redactMailBodies({ text: 'Apartamento 12, 3 noites', html: null }, ['12', '3'])).toEqual({
      text: 'Apartamento 12, 3 noites',
      html: null,
    });
  });
});
