import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD } from '../plugins/compression';

type Encoding = 'br' | 'gzip';

/**
 * Up to this size an answer is compressed on the event loop: for a list page (6 KB) the thread pool's hand-off cost
 * 2.5 times the compression itself (brotli 0.21 against 0.08 ms of CPU, issue 32); a large one (a calendar of
 * megabytes) goes to the pool so that it holds up no other request.
 */
const SYNC_COMPRESS_MAX = 64 * 1024;
const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: async (body) => (body.length <= SYNC_COMPRESS_MAX ? brotliCompressSync(body, BROTLI_OPTIONS) : promisify(brotliCompress)(body, BROTLI_OPTIONS)),
  gzip: async (body) => (body.length <= SYNC_COMPRESS_MAX ? gzipSync(body) : promisify(gzip)(body)),
};

/**
 * A JSON answer serialised once, with its compressed forms made once on first demand: an answer many requests share
 * (a micro-cache entry) costs them neither serialisation nor compression.
 */
export class JsonAnswer {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: string) {}

  /** `value` checked against the route's response schema once (the contract stays the gate), then serialised. */
  static of(schema: { parse(value: unknown): unknown }, value: unknown): JsonAnswer {
    return new JsonAnswer(JSON.stringify(schema.parse(value)));
  }

  /**
   * The answer with its brotli form made (browsers ask for it) when it is large enough to be sent compressed: a
   * shared answer is swapped in only once it is ready, so its first readers never all wait for the compression (a
   * recomputed calendar of 4.8 MB held 50 connections for a few hundred ms: the bench's p99).
   */
  async ready(): Promise<this> {
    if (this.body.length >= COMPRESS_THRESHOLD) await this.encodedAs('br');
    return this;
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let buffer = this.encoded.get(encoding);
    if (!buffer) {
      buffer = compressors[encoding](this.body);
      this.encoded.set(encoding, buffer);
    }
    return buffer;
  }
}

/** The best encoding the request accepts (br, then gzip; `q=0` refuses), or null. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Sends a shared answer as JSON, compressed as the browser asks above the compression threshold, never cached by browsers. */
export async function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
  // a set Content-Encoding tells the compression plugin the body is already compressed
  if (encoding) return reply.header('content-encoding', encoding).send(await answer.encodedAs(encoding));
  return reply.send(answer.body as never);
}
