import { describe, expect, it } from 'vitest';
import { APPLICATION_JSON, GRAPHQL_RESPONSE_JSON, negotiateResponseType, responseStatus } from './graphql-over-http.ts';

describe('Accept negotiation', () => {
  it.each([
    [undefined, GRAPHQL_RESPONSE_JSON],
    ['', GRAPHQL_RESPONSE_JSON],
    ['application/graphql-response+json,application/json;q=0.9', GRAPHQL_RESPONSE_JSON], // Apollo Client
    ['application/graphql-response+json; charset=utf-8, application/json; charset=utf-8', GRAPHQL_RESPONSE_JSON], // the spec's advice
    [
      'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
      GRAPHQL_RESPONSE_JSON,
    ], // urql
    ['application/json', APPLICATION_JSON],
    ['application/json, application/graphql-response+json', APPLICATION_JSON], // equal quality: the first listed
    ['application/json;q=0.5, application/graphql-response+json', GRAPHQL_RESPONSE_JSON],
    ['*/*', APPLICATION_JSON],
    ['application/*', APPLICATION_JSON],
    ['application/graphql-response+json, */*;q=0.1', GRAPHQL_RESPONSE_JSON],
    ['text/html, */*', APPLICATION_JSON],
    ['APPLICATION/JSON', APPLICATION_JSON],
  ])('%s → %s', (accept, expected) => {
    expect(negotiateResponseType(accept)).toBe(expected);
  });

  it.each([
    'application/xml',
    'text/html',
    'application/json;q=0',
    'application/json; charset=iso-8859-1',
    'application/graphql-response+json;q=0, application/json;q=0',
    'nonsense',
  ])('finds nothing acceptable in %s', (accept) => {
    expect(negotiateResponseType(accept)).toBeNull();
  });
});

describe('status codes', () => {
  const invalid = [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }];
  it('answers 200 whenever there is data', () => {
    expect(
      responseStatus({ data: { a: 1 }, errors: [{}] }, [{ extensions: { code: 'INTERNAL' } }], GRAPHQL_RESPONSE_JSON),
    ).toBe(200);
  });
  it('answers a document that does not parse or validate 400 in graphql-response+json, 200 in application/json', () => {
    expect(responseStatus({ errors: [{}] }, invalid, GRAPHQL_RESPONSE_JSON)).toBe(400);
    expect(responseStatus({ errors: [{}] }, invalid, APPLICATION_JSON)).toBe(200);
  });
  it('keeps the status of a refused HTTP request in either media type', () => {
    for (const status of [400, 405, 406, 413, 415, 429]) {
      expect(
        responseStatus(
          { errors: [{ originalError: { statusCode: status } }] },
          [{ extensions: { code: 'BAD_REQUEST' } }],
          APPLICATION_JSON,
        ),
      ).toBe(status);
    }
  });
  it('answers resolver errors without data 200', () => {
    expect(
      responseStatus(
        { data: null, errors: [{ originalError: new Error('x') }] },
        [{ extensions: { code: 'AUTHENTICATION_REQUIRED' } }],
        GRAPHQL_RESPONSE_JSON,
      ),
    ).toBe(200);
  });
});
