import { actionCases } from './actions';
import { assetCases } from './assets';
import { historyAndDatasetCases } from './history-and-datasets';
import { listeningCases } from './listening';
import { mutationCases } from './mutations';
import { queryCases } from './queries';

export { seedQueryDocuments as seedLakeCases } from './queries';
export type { LakeCase, LakeTarget } from './target';

/** Sanity's HTTP API as `@sanity/client` uses it, case by case, for any lake (see the local lake's README). */
export const lakeCases = [
  ...queryCases,
  ...mutationCases,
  ...actionCases,
  ...listeningCases,
  ...assetCases,
  ...historyAndDatasetCases,
];
