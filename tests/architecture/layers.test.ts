import { describe, expect, it } from 'vitest';
import { webImports } from './import-graph';
import { LAYERS, layerOf } from './layers';

const imports = webImports();

describe('the layers of the web app', () => {
  it('place every top-level folder of web/', () => {
    const unplaced = [...new Set(imports.flatMap(({ from, to }) => [from, to]))].filter(
      (file) => layerOf(file) === undefined,
    );
    expect(unplaced).toEqual([]);
  });

  it('have no import that runs back up', () => {
    const backUp = imports
      .filter(({ from, to }) => (layerOf(to) ?? 0) < (layerOf(from) ?? 0))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(imports.length).toBeGreaterThan(1000);
    expect(backUp).toEqual([]);
  });

  it('are listed from the entry points down, each folder once', () => {
    const folders = LAYERS.flat();
    expect(new Set(folders).size).toBe(folders.length);
  });
});
