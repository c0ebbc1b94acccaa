import { performance } from 'node:perf_hooks';
import { lakeFetch } from '../../scripts/site-client/local-lake';
import { percentile } from '../support/stats';
import type { Category, SoakRequest } from './traffic';

interface Sample {
  category: Category;
  ms: number;
  ok: boolean;
}

/** Sends requests to the site (and the lake's front) and keeps each one's time and outcome. */
export class SoakRecorder {
  private samples: Sample[] = [];
  readonly failures = new Map<string, number>();
  recording = false;

  constructor(private readonly baseUrl: string) {}

  async send(request: SoakRequest): Promise<Response> {
    const start = performance.now();
    let response: Response;
    try {
      const answer = request.lake
        ? await lakeFetch({ ...request, body: request.body as string })
        : await fetch(`${this.baseUrl}${request.path}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            redirect: 'manual',
          });
      // The time runs until the last byte.
      const body = await answer.arrayBuffer();
      response = new Response(body, { status: answer.status, headers: answer.headers });
    } catch (error) {
      this.note(request, start, `${request.label}: ${(error as Error).message}`);
      throw error;
    }
    this.note(request, start, response.ok ? null : `${request.label}: HTTP ${response.status}`);
    return response;
  }

  private note(request: SoakRequest, start: number, failure: string | null) {
    if (!this.recording) return;
    this.samples.push({ category: request.category, ms: performance.now() - start, ok: failure === null });
    if (failure) this.failures.set(failure, (this.failures.get(failure) ?? 0) + 1);
  }

  figures(category: Category) {
    const times = this.samples.filter((sample) => sample.category === category).map((sample) => sample.ms);
    return {
      count: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    };
  }

  get total() {
    return this.samples.length;
  }

  get errors() {
    return this.samples.filter((sample) => !sample.ok).length;
  }
}
