import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from '@/server/http/errors';
import { createLogger } from '@/server/log/logger';
import { runWithRequestId } from '@/server/log/request-context';

function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(destination), lines };
}

describe('the server log', () => {
  it('writes JSON lines carrying the id of the request being handled', async () => {
    const { log, lines } = memoryLog();
    log.info('outside any request');
    await runWithRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('inside the request, after an await');
    });
    expect(lines.map(({ msg, requestId, level }) => ({ msg, requestId, level }))).toEqual([
      { msg: 'outside any request', requestId: undefined, level: 30 },
      { msg: 'inside the request, after an await', requestId: 'req-1', level: 40 },
    ]);
  });

  it('never writes personal fields or e-mail addresses found in errors', () => {
    const { log, lines } = memoryLog();
    log.info(
      {
        user: { email: 'jana@example.com', name: 'Jana', surname: 'Nováková' },
        cookie: 'tribe.session_token=x',
      },
      'signed in',
    );
    log.error({ err: new Error('550 mailbox unavailable for <jana.novakova@example.com>') }, 'mail failed');
    const written = JSON.stringify(lines);
    expect(written).not.toMatch(/jana@example\.com|jana\.novakova@example\.com|Nováková|session_token/);
    expect(lines[1]).toMatchObject({
      msg: 'mail failed',
      err: { message: '550 mailbox unavailable for <[e-mail]>' },
    });
  });

  it("writes an error's class, also when the class names itself", () => {
    class LakeUnavailableError extends Error {
      constructor(message: string) {
        super(message);
        this.name = 'LakeUnavailableError';
      }
    }
    const renamed = new Error('Unexpected token');
    renamed.name = 'TransformError';
    const { log, lines } = memoryLog();
    log.error({ err: new LakeUnavailableError('LOCAL_LAKE_PORT 3333 is in use') }, 'lake failed');
    log.error({ err: renamed }, 'build failed');
    expect(lines[0].err).toMatchObject({
      type: 'LakeUnavailableError',
      message: 'LOCAL_LAKE_PORT 3333 is in use',
    });
    expect(lines[1].err).toMatchObject({ type: 'Error', errorName: 'TransformError' });
    expect(JSON.stringify(lines)).not.toContain('[personal]');
  });

  it('puts the request id into error answers', async () => {
    const response = runWithRequestId('req-2', () => toErrorResponse(new Error('boom')));
    expect(response.status).toBe(500);
    expect((await response.json()).error).toMatchObject({ code: 'internal_error', requestId: 'req-2' });
  });
});
