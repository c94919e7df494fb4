import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in backend for checking what nginx forwards: it answers every request with what it received
 * (method, path and query exactly as sent, headers, body length and SHA-256), and has a few special paths
 * for streaming and failures. It listens on a free loopback port.
 */

export interface EchoedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
  bodySha256: string;
}

export interface EchoBackend {
  url: string;
  /** Every request that reached the backend, in order. */
  received: EchoedRequest[];
  /**
   * GET /download-file/stream/<bytes> sends its first 64 KiB, then holds the rest until this is called:
   * a client that sees the first bytes before calling it proves that nginx streams the response.
   */
  releaseStream(): void;
  close(): Promise<void>;
}

const FIRST_CHUNK = 64 * 1024;

/** Deterministic bytes covering every value 0-255 (what the stream download sends). */
export function streamBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = 0x9e3779b9;
  for (let index = 0; index < size; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

export function sha256(data: Buffer | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export async function startEchoBackend(): Promise<EchoBackend> {
  const received: EchoedRequest[] = [];
  let release: () => void = () => undefined;
  let released = new Promise<void>((resolve) => (release = resolve));

  const server = http.createServer((request, response) => {
    const hash = createHash('sha256');
    let bodyLength = 0;
    request.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      bodyLength += chunk.length;
    });
    request.on('end', () => {
      const echoed: EchoedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        bodyLength,
        bodySha256: hash.digest('hex'),
      };
      received.push(echoed);
      const url = request.url ?? '';

      if (url === '/api/__hangup') {
        request.socket.destroy();
        return;
      }

      const stream = /^\/download-file\/stream\/(\d+)$/.exec(url);
      if (stream) {
        const body = streamBytes(Number(stream[1]));
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': 'attachment; filename="stream.bin"',
        });
        response.write(body.subarray(0, FIRST_CHUNK));
        void released.then(() => response.end(body.subarray(FIRST_CHUNK)));
        return;
      }

      // Headers nginx must replace with its own (and not send twice).
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'x-frame-options': 'SAMEORIGIN',
        'content-security-policy': 'default-src *',
        'x-powered-by': 'echo-backend',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(echoed));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    releaseStream() {
      release();
      released = new Promise<void>((resolve) => (release = resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
