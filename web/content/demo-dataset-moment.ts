/**
 * The moment the committed demo dataset (content/dataset.ndjson) counts its dates from. The
 * generator writes them relative to it; the site moves them to the day its data is created, so
 * the demo always reads current.
 */
export const DEMO_DATASET_WRITTEN_AT = new Date('2026-11-20T09:00:00Z');
