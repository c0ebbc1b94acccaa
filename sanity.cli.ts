import { sanityProject } from '@tribe/studio/sanity-project';
import { defineCliConfig } from 'sanity/cli';

const { projectId, dataset } = sanityProject();

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: './web/content/**/*.ts',
    schema: './schema.json',
    generates: './web/contracts/sanity.types.ts',
  },
});
