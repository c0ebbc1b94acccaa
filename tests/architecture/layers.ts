/**
 * The web app's top-level folders in layers, from the entry points down. A module may import
 * modules of its own layer and of the layers below it, never above: an import that runs back up
 * would tie the lower folder to the one that uses it (docs/architecture.md). An entry names a
 * top-level folder or file of web/, or one file placed apart from its folder.
 */
export const LAYERS: readonly (readonly string[])[] = [
  [
    'app',
    'proxy.ts',
    'server.ts',
    'instrumentation.ts',
    'instrumentation-client.ts',
    'next.config.ts',
    'global.d.ts',
  ],
  ['components'],
  ['hooks'],
  ['platform'],
  ['search'],
  ['content'],
  ['server'],
  ['lib'],
  ['config', 'contracts', 'i18n'],
  // The content types generated from the schemas: a vocabulary every layer may name.
  ['contracts/sanity.types.ts', 'messages', 'public'],
];

/** The layer of a path relative to web/, or undefined for a file outside every layer. */
export function layerOf(webPath: string): number | undefined {
  const matches = LAYERS.flatMap((entries, layer) =>
    entries
      .filter((entry) => webPath === entry || webPath.startsWith(`${entry}/`))
      .map((entry) => ({ entry, layer })),
  );
  const mostSpecific = matches.sort((a, b) => b.entry.length - a.entry.length)[0];
  return mostSpecific?.layer;
}
