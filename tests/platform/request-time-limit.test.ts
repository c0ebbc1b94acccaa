import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { limitRequestTime, REQUEST_TIME_LIMIT_MS } from '@/server/front-door/request-time-limit';

/** Sends the headers and part of a body, then nothing more; resolves with the answer and when it came. */
function stallBody(port: number) {
  return new Promise<{ answer: string; after: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/inquiry HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      );
    });
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, after: Date.now() - started }));
  });
}

describe('the time a request may take to arrive', () => {
  it('is 30 s for its headers and its whole body, answered 408', async () => {
    // Like Next.js's server: created and listening before the limit is set (checked every
    // second here, where Node.js's default is every 30 s, so the test is quick).
    const server = http.createServer({ connectionsCheckingInterval: 500 }, (request, response) => {
      request.resume();
      request.on('end', () => response.end('done'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      limitRequestTime(server);
      expect(server.requestTimeout).toBe(REQUEST_TIME_LIMIT_MS);
      expect(server.headersTimeout).toBe(REQUEST_TIME_LIMIT_MS);
      expect(REQUEST_TIME_LIMIT_MS).toBe(30_000);
      // Shorter limits, so the test need not wait 30 s.
      server.headersTimeout = 1_500;
      server.requestTimeout = 1_500;
      const { answer, after } = await stallBody((server.address() as AddressInfo).port);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(after).toBeGreaterThanOrEqual(1_400);
      expect(after).toBeLessThan(3_500);
    } finally {
      server.close();
    }
  });
});
