import { afterEach, describe, expect, it } from 'vitest';
import {
  readServerQueries,
  SERVER_QUERIES_ELEMENT_ID,
  serverQueryData,
  setServerQueries,
} from './server-queries';

function pageWith(json: string | null): Document {
  const document = window.document.implementation.createHTMLDocument('');
  if (json !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SERVER_QUERIES_ELEMENT_ID;
    script.textContent = json;
    document.body.append(script);
  }
  return document;
}

afterEach(() => setServerQueries([]));

describe('server queries', () => {
  it('reads the answers the server wrote, escaped characters included', () => {
    const queries = readServerQueries(
      pageWith(
        '[{"key":["projects","list",{}],"data":{"items":[{"name":"A \\u003c/script\\u003e B"}],"total":1}}]',
      ),
    );
    setServerQueries(queries);
    expect(serverQueryData(['projects', 'list', {}])).toEqual({
      items: [{ name: 'A </script> B' }],
      total: 1,
    });
    expect(serverQueryData(['projects', 'list', { city: 'Recife' }])).toBeUndefined();
  });

  it('answers nothing when the page has no readable answers', () => {
    expect(readServerQueries(pageWith(null))).toEqual([]);
    expect(readServerQueries(pageWith('{not json'))).toEqual([]);
    expect(readServerQueries(pageWith('{"key":1}'))).toEqual([]);
  });
});
