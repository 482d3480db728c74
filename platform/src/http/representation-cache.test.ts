import { describe, expect, it } from 'vitest';
import { JsonRepresentation } from './representation.ts';
import { RepresentationCache } from './representation-cache.ts';

/** A render that counts its calls and answers `value`. */
function counted(value: unknown) {
  const render = async () => {
    render.calls++;
    return JsonRepresentation.of(value);
  };
  render.calls = 0;
  return render;
}

describe('RepresentationCache', () => {
  it('renders a slot once per version, however many requests ask at once', async () => {
    const cache = new RepresentationCache(1_000_000);
    const render = counted({ month: 3 });
    const answers = await Promise.all([
      cache.get('march', 'v1', render),
      cache.get('march', 'v1', render),
      cache.get('march', 'v1', render),
    ]);
    expect(render.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.body.toString()).toBe('{"month":3}');
  });

  it('renders again at a new version, and tags new content with a new ETag', async () => {
    const cache = new RepresentationCache(1_000_000);
    const first = await cache.get('march', 'v1', counted({ shifts: 1 }));
    const second = await cache.get('march', 'v2', counted({ shifts: 2 }));
    expect(JSON.parse(second!.body.toString())).toEqual({ shifts: 2 });
    expect(second!.etag).not.toBe(first!.etag);
    // The same content at another version keeps its ETag: clients holding it get a 304.
    expect((await cache.get('march', 'v3', counted({ shifts: 2 })))!.etag).toBe(second!.etag);
  });

  it('keeps slots apart', async () => {
    const cache = new RepresentationCache(1_000_000);
    await cache.get('march', 'v1', counted('march'));
    expect((await cache.get('april', 'v1', counted('april')))!.body.toString()).toBe('"april"');
    expect((await cache.get('march', 'v1', counted('not rendered')))!.body.toString()).toBe('"march"');
  });

  it('drops the least recently used slots once over its byte budget', async () => {
    const cache = new RepresentationCache(2_500);
    const big = (name: string) => counted({ name, padding: 'x'.repeat(1_000) });
    await cache.get('a', 'v1', big('a'));
    await cache.get('b', 'v1', big('b'));
    await cache.get('a', 'v1', big('a')); // a is now the most recently used
    await cache.get('c', 'v1', big('c')); // over budget: b goes
    const again = { a: big('a'), c: big('c'), b: big('b') }; // b last: rendering it again evicts another
    for (const [slot, render] of Object.entries(again)) await cache.get(slot, 'v1', render);
    expect([again.a.calls, again.b.calls, again.c.calls]).toEqual([0, 1, 0]);
  });

  it('forgets a render that failed, so the next request tries again', async () => {
    const cache = new RepresentationCache(1_000_000);
    await expect(cache.get('march', 'v1', () => Promise.reject(new Error('read store down')))).rejects.toThrow('read store down');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('march', 'v1', counted('march')))!.body.toString()).toBe('"march"');
  });
});

describe('JsonRepresentation', () => {
  it('compresses once per coding, to bytes that decode to the JSON', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const representation = JsonRepresentation.of({ days: Array.from({ length: 100 }, (_, day) => ({ day, shifts: [] })) });
    const gzip = await representation.encode('gzip');
    expect(await representation.encode('gzip')).toBe(gzip);
    expect(gunzipSync(gzip)).toEqual(representation.body);
    expect(brotliDecompressSync(await representation.encode('br'))).toEqual(representation.body);
    expect(representation.size).toBe(representation.body.length + gzip.length + (await representation.encode('br')).length);
  });
});
