/**
 * Reads the RSC payload a Next.js page carries in its HTML (the `self.__next_f.push` scripts) and
 * says what takes its bytes: the client components' props and the JSON keys anywhere in it.
 */

const PUSH_SCRIPT = /<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The payload's share of the HTML: the push scripts as they stand in it. */
export interface PayloadScripts {
  /** Bytes of the `<script>self.__next_f.push(…)</script>` elements. */
  scriptBytes: number;
  /** The HTML without them. */
  htmlWithout: string;
  /** The flight stream they carry, joined. */
  stream: Buffer;
}

export function payloadScripts(html: string): PayloadScripts {
  let scriptBytes = 0;
  const parts: string[] = [];
  const htmlWithout = html.replace(PUSH_SCRIPT, (script, args: string) => {
    scriptBytes += Buffer.byteLength(script);
    const [kind, chunk] = JSON.parse(args) as [number, string?];
    if (kind === 1 && typeof chunk === 'string') parts.push(chunk);
    return '';
  });
  return { scriptBytes, htmlWithout, stream: Buffer.from(parts.join('')) };
}

interface Row {
  id: string;
  tag: string;
  body: string;
}

/** The stream's rows: `id:TAG json\n`, or `id:T<hex length>,<text>` for a text of that many bytes. */
export function flightRows(stream: Buffer): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < stream.length) {
    const colon = stream.indexOf(':', at);
    if (colon < 0) break;
    const id = stream.subarray(at, colon).toString();
    if (stream[colon + 1] === 'T'.charCodeAt(0)) {
      const comma = stream.indexOf(',', colon);
      const length = Number.parseInt(stream.subarray(colon + 2, comma).toString(), 16);
      rows.push({ id, tag: 'T', body: stream.subarray(comma + 1, comma + 1 + length).toString() });
      at = comma + 1 + length;
      continue;
    }
    const end = stream.indexOf('\n', colon);
    const line = stream.subarray(colon + 1, end < 0 ? stream.length : end).toString();
    const tag = /^[A-Z]*/.exec(line)?.[0] ?? '';
    rows.push({ id, tag, body: line.slice(tag.length) });
    at = end < 0 ? stream.length : end + 1;
  }
  return rows;
}

/** Bytes by name, largest first. */
export type Tally = [name: string, bytes: number][];

export interface PayloadContributors {
  /** Bytes of each kind of row (the tree, module references 'I', texts 'T', hints 'HL'…). */
  rowKinds: Tally;
  /** Bytes of each client component's props, as `Component.prop`, over every element of it. */
  clientProps: Tally;
  /** Bytes of each JSON key's values anywhere in the tree (nested keys count inside their parents too). */
  keys: Tally;
}

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

function add(tally: Map<string, number>, name: string, bytes: number) {
  tally.set(name, (tally.get(name) ?? 0) + bytes);
}

const sorted = (tally: Map<string, number>): Tally => [...tally].sort((a, b) => b[1] - a[1]);

/** What the rows of a flight stream spend their bytes on. */
export function payloadContributors(rows: Row[]): PayloadContributors {
  const rowKinds = new Map<string, number>();
  const clientProps = new Map<string, number>();
  const keys = new Map<string, number>();
  const modules = new Map<string, unknown[]>();
  const models = new Map<string, unknown>();
  for (const row of rows) {
    add(rowKinds, row.tag === '' ? 'tree' : row.tag, Buffer.byteLength(row.body));
    if (row.tag === 'T') continue;
    let value: unknown;
    try {
      value = JSON.parse(row.body);
    } catch {
      continue;
    }
    if (row.tag === 'I' && Array.isArray(value)) modules.set(row.id, value);
    else if (row.tag === '') models.set(row.id, value);
  }
  // A module's export name may itself be a reference ('$49') to a row holding the string.
  const resolved = (name: unknown) =>
    typeof name === 'string' && name.startsWith('$') ? models.get(name.slice(1)) : name;
  const clientNames = new Map(
    [...modules].map(([id, [module, , name]]) => [id, String(resolved(name) || module)] as const),
  );
  const trees = [...models.values()];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      const [marker, type, , props] = value;
      if (
        marker === '$' &&
        typeof type === 'string' &&
        type.startsWith('$L') &&
        props &&
        typeof props === 'object'
      ) {
        const name = clientNames.get(type.slice(2)) ?? type;
        for (const [prop, propValue] of Object.entries(props))
          add(clientProps, `${name}.${prop}`, bytesOf(propValue));
      }
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        add(keys, key, bytesOf(item));
        visit(item);
      }
    }
  };
  for (const tree of trees) visit(tree);
  return { rowKinds: sorted(rowKinds), clientProps: sorted(clientProps), keys: sorted(keys) };
}
