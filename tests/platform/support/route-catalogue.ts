import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const appDir = path.join(import.meta.dirname, '../../../web/app');
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface CatalogueRoute {
  /** The URL path with each dynamic segment as `[name]` or `[...name]`. */
  template: string;
  /** The dynamic segments' names, in order. */
  params: string[];
  /** The methods the route file exports. */
  methods: string[];
  /** Whether the handler reads a JSON body through the shared reader. */
  readsJson: boolean;
  /** Whether it reads Next.js's request scope (draft mode, cookies()), so only a server can call it. */
  needsServer: boolean;
  load: () => Promise<Record<string, unknown>>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/**
 * Every route handler file under web/app with the methods it exports, found on disk so that a
 * new route is covered by the generated tests without being listed anywhere.
 */
export function routeCatalogue(): CatalogueRoute[] {
  return routeFiles(appDir).map((file) => {
    const segments = path
      .relative(appDir, path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment));
    const source = readFileSync(file, 'utf8');
    const exported = [
      ...[...source.matchAll(/export (?:async )?(?:function|const) (\w+)/g)].map((match) => match[1]),
      ...[...source.matchAll(/export \{([^}]+)\}/g)].flatMap((match) =>
        match[1].split(',').map(
          (part) =>
            part
              .trim()
              .split(/\s+as\s+/)
              .at(-1) ?? '',
        ),
      ),
    ];
    return {
      template: `/${segments.join('/')}`,
      params: segments.flatMap((segment) => /^\[(?:\.\.\.)?(\w+)\]$/.exec(segment)?.[1] ?? []),
      methods: HTTP_METHODS.filter((method) => exported.includes(method)),
      readsJson: source.includes('readJsonBody('),
      needsServer: source.includes("from 'next/headers'"),
      load: () => import(/* @vite-ignore */ file),
    };
  });
}

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

/**
 * Calls the route's handler for a request as Next.js would (params decoded, a catch-all as a
 * list); a method the file does not export is 405, as Next.js answers it.
 */
export async function callRoute(route: CatalogueRoute, request: Request): Promise<Response> {
  const handler = (await route.load())[request.method];
  if (typeof handler !== 'function') return new Response(null, { status: 405 });
  const pattern = route.template.replace(/\[(\.\.\.)?\w+\]/g, (_, rest) => (rest ? '(.+)' : '([^/]+)'));
  const match = new RegExp(`^${pattern}$`).exec(new URL(request.url).pathname);
  if (!match) throw new Error(`${request.url} is not a path of ${route.template}`);
  const params = Object.fromEntries(
    route.params.map((name, index) => {
      const raw = match[index + 1];
      const catchAll = route.template.includes(`[...${name}]`);
      return [name, catchAll ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw)];
    }),
  );
  return (handler as Handler)(request, { params: Promise.resolve(params) });
}

/** The template's path with each dynamic segment filled in (already percent-encoded). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => values[name] ?? 'x');
}
