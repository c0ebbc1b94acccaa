import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints } from '@/contracts/endpoints/applications';
import { newsletterEndpoints } from '@/contracts/endpoints/newsletter';

const API_FOLDER = path.join(import.meta.dirname, '../../web/app/api');

/** Every module of the endpoint map (one per area), but its path helpers. */
const endpointModules = import.meta.glob<Record<string, unknown>>(
  ['../../web/contracts/endpoints/*.ts', '!../../web/contracts/endpoints/query.ts'],
  { eager: true },
);
const endpoints = Object.assign({}, ...Object.values(endpointModules)) as Record<string, unknown>;

/** The route files under web/app/api, each as the URL path it serves and a pattern matching it. */
function apiRoutes() {
  return readdirSync(API_FOLDER, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => {
      const segments = ['api', ...path.dirname(file).split(path.sep)];
      const pattern = segments
        .map((name) => {
          if (/^\[\.\.\.\w+\]$/.test(name)) return '.+';
          if (/^\[\w+\]$/.test(name)) return '[^/]+';
          return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      return { route: `/${segments.join('/')}`, pattern: new RegExp(`^/${pattern}$`) };
    });
}

/** Every entry of the map as a path, builders called with a stand-in for each parameter. */
function entryPaths(node: unknown, name: string): { name: string; path: string }[] {
  if (typeof node === 'string') return [{ name, path: node }];
  if (typeof node === 'function') {
    const built: string = node(...Array.from({ length: node.length }, (_, index) => `value${index}`));
    return [{ name, path: built.split('?')[0] }];
  }
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    entryPaths(child, name ? `${name}.${key}` : key),
  );
}

describe('the endpoint map', () => {
  const routes = apiRoutes();
  const entries = entryPaths(endpoints, '');

  it('names only paths a route file under web/app/api serves', () => {
    const unrouted = entries.filter((entry) => !routes.some((route) => route.pattern.test(entry.path)));
    expect(unrouted).toEqual([]);
  });

  it('has an entry for every route file under web/app/api', () => {
    const unnamed = routes.filter((route) => !entries.some((entry) => route.pattern.test(entry.path)));
    expect(unnamed.map((route) => route.route)).toEqual([]);
  });

  it('keeps a parameter within its own path segment', () => {
    expect(applicationEndpoints.withdraw('../account')).toBe('/api/user/applications/..%2Faccount/withdraw');
    expect(newsletterEndpoints.confirm('a+b/c', 'cs')).toBe(
      '/api/newsletter/confirm?token=a%2Bb%2Fc&language=cs',
    );
  });
});
