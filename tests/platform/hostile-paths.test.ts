import { locales, pathnames } from '@tribe/routes';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';
import { refuseUnservableRequest } from '@/server/front-door/request-guard';
import { isolatePlatform, SITE } from './support/platform-env';
import { callRoute, fillTemplate, routeCatalogue } from './support/route-catalogue';

isolatePlatform({ rateLimitScale: 1000 });

/** A path segment from any bytes: each one percent-encoded, or kept when it is a plain character. */
const anySegment = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
      fc.constantFrom('%', '%2', '%25', '%c3%a9', '%ed%a0%80', '%f0%9f%98%80', 'a', '-', '.'),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const templates = Object.entries(pathnames)
  .flatMap(([, localized]) =>
    locales.map((locale) => `/${locale}${typeof localized === 'string' ? localized : localized[locale]}`),
  )
  .filter((template) => template.includes('['));

/** The names of a template's dynamic segments. */
const paramNames = (template: string) =>
  [...template.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((match) => match[1]);

describe('any bytes in a dynamic path segment', () => {
  it.each(templates)(
    '%s: the server refuses malformed encoding and control characters with 400, the locale proxy answers the rest below 500',
    async (template) => {
      await fc.assert(
        fc.asyncProperty(anySegment, fc.nat(), async (segment, pick) => {
          const names = paramNames(template);
          const target = names[pick % names.length];
          const path = fillTemplate(template, { [target]: segment });
          const refusal = refuseUnservableRequest('GET', path);
          if (refusal) {
            expect(refusal.status).toBe(400);
            expect(JSON.parse(refusal.body).error.code).toBe('malformed_path');
            return;
          }
          // Whatever the server lets through decodes, once and twice, as the router does it.
          expect(decodeURIComponent(decodeURIComponent(segment))).not.toMatch(/\p{Cc}/u);
          const response = await proxy(new NextRequest(new URL(path, SITE)));
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    },
  );

  const dynamicRoutes = routeCatalogue().filter((route) => route.params.length > 0 && !route.needsServer);
  it.each(dynamicRoutes.map((route) => [route.template, route] as const))(
    '%s: a route handler answers whatever the server lets through below 500',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(anySegment, async (segment) => {
          const path = fillTemplate(
            route.template,
            Object.fromEntries(route.params.map((name) => [name, segment])),
          );
          // `.` and `..` are resolved away by URL parsing: that request is for another route.
          if (refuseUnservableRequest('GET', path) || /^\.\.?$/.test(decodeURIComponent(segment))) return;
          const method = route.methods.includes('GET') ? 'GET' : route.methods[0];
          const request = new Request(new URL(path, SITE), {
            method,
            headers: { origin: SITE, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '198.51.100.8' },
          });
          expect((await callRoute(route, request)).status).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
    },
  );

  it('refuses the reported examples and lets well-formed paths through', () => {
    for (const path of [
      '/cs/spolecnost/%ff',
      '/cs/spolecnost/%25',
      '/cs/spolecnost/%00',
      '/cs/spolecnost/%2500',
      '/cs/%25ff',
      '/cs/spolecnost/%',
      '/api/user/education/%ed%a0%80',
    ]) {
      expect(refuseUnservableRequest('GET', path)?.status).toBe(400);
    }
    for (const path of ['/cs/spolecnost/%C3%A9', '/cs/spolecnost/a%2Fb/prace', '/cs', '/cs?q=%ff']) {
      expect(refuseUnservableRequest('GET', path)).toBeNull();
    }
  });
});

describe('methods the framework does not know', () => {
  it('any method outside GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS is 405 with Allow, on any path', () => {
    const known = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom('TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get'),
          fc.string({ minLength: 1, maxLength: 12 }),
        ),
        fc.webPath(),
        (method, path) => {
          const refusal = refuseUnservableRequest(method, path);
          if (known.has(method)) return;
          expect(refusal?.status).toBe(405);
          expect(refusal?.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        },
      ),
    );
  });
});
