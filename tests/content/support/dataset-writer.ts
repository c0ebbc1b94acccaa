/**
 * A process that commits transactions to a local dataset as fast as it can, each one an item and
 * the counter that names it, and prints each committed number: killed at any moment, the dataset
 * must hold exactly the transactions before some point, every printed one included.
 */
import { LocalDataset } from '@tribe/local-dataset';

const [sourceDir, dataDir] = process.argv.slice(2);
const dataset = await LocalDataset.open({ sourceDir, dataDir });
// Large documents make each snapshot write take long enough to be cut in the middle.
const padding = 'x'.repeat(100_000);
for (let n = 1; ; n++) {
  await dataset.mutate([
    { createOrReplace: { _id: `item-${n}`, _type: 'item', n, padding } },
    { patch: { id: 'counter', set: { value: n } } },
  ]);
  process.stdout.write(`${n}\n`);
}
