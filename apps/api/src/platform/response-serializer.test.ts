import { AnalyzeResponseSchema } from '@debtshield/contracts';
import { isResponseSerializationError, serializerCompiler as libraryCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sameBothWays, serializerCompiler } from './response-serializer';

const compile = (compiler: typeof serializerCompiler, schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (data: unknown) => string;

describe('the response serializer', () => {
  it('reads the analysis response the same both ways: parse, not encode', () => {
    expect(sameBothWays(AnalyzeResponseSchema)).toBe(true);
  });

  it('finds a transform, codec, pipe, default or catch anywhere inside, through arrays, unions, records and lazy schemas', () => {
    const dates = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    expect(sameBothWays(z.object({ a: z.array(z.union([z.string(), z.object({ at: dates })])) }))).toBe(false);
    expect(
      sameBothWays(
        z.object({
          a: z.record(
            z.string(),
            z.string().transform((s) => s.length),
          ),
        }),
      ),
    ).toBe(false);
    expect(sameBothWays(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(sameBothWays(z.object({ a: z.number().catch(0).optional() }))).toBe(false);
    const tree: z.ZodType = z.lazy(() => z.object({ name: z.string().pipe(z.string()), children: z.array(tree) }));
    expect(sameBothWays(tree)).toBe(false);
    const plainTree: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(plainTree) }));
    expect(sameBothWays(plainTree)).toBe(true);
  });

  it('writes the bytes the library writes: checked, unknown keys left out', () => {
    const schema = z.object({ a: z.string(), b: z.array(z.object({ n: z.number().int(), s: z.enum(['x', 'y']).nullable() })), c: z.boolean().optional() });
    const data = {
      a: 'hi',
      b: [
        { n: 1, s: 'x', extra: true },
        { n: 2, s: null },
      ],
      secret: 'not sent',
    };
    expect(compile(serializerCompiler, schema)(data)).toBe(compile(libraryCompiler as never, schema)(data));
    expect(compile(serializerCompiler, schema)(data)).toBe('{"a":"hi","b":[{"n":1,"s":"x"},{"n":2,"s":null}]}');
  });

  it('encodes a schema with a codec as before', () => {
    const schema = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) });
    const at = new Date('2026-11-24T00:00:00.000Z');
    expect(compile(serializerCompiler, schema)({ at })).toBe('{"at":"2026-11-24T00:00:00.000Z"}');
  });

  it('refuses a response that breaks its contract, as the library does', () => {
    const schema = z.object({ a: z.string() });
    let thrown: unknown;
    try {
      compile(serializerCompiler, schema)({ a: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
