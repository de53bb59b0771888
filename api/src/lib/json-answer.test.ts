import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { acceptedEncoding, JsonAnswer } from './json-answer';

describe('JsonAnswer', () => {
  it('picks brotli, then gzip, from Accept-Encoding; q=0 refuses; identity or nothing means plain', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('BR')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding(['deflate', 'gzip'])).toBe('gzip');
  });

  it('checks the value against the schema once (unknown keys dropped, a wrong shape refused) and compresses once', async () => {
    const schema = z.object({ data: z.array(z.number()) });
    const answer = JsonAnswer.of(schema, { data: [1, 2], secret: 'x' });
    expect(answer.body).toBe('{"data":[1,2]}');
    expect(() => JsonAnswer.of(schema, { data: ['1'] })).toThrow();
    const gzip = answer.encodedAs('gzip');
    expect(answer.encodedAs('gzip')).toBe(gzip);
    expect(gunzipSync(await gzip).toString()).toBe(answer.body);
  });

  it('is ready with its brotli form made when it will be sent compressed, and without one when it is too small', async () => {
    const large = new JsonAnswer(JSON.stringify({ data: 'x'.repeat(4096) }));
    const small = new JsonAnswer('{"data":[]}');
    const encode = jest.spyOn(JsonAnswer.prototype, 'encodedAs');
    try {
      expect(await large.ready()).toBe(large);
      expect(await small.ready()).toBe(small);
      expect(encode.mock.calls).toEqual([['br']]);
      expect(encode.mock.instances[0]).toBe(large);
    } finally {
      encode.mockRestore();
    }
  });
});
