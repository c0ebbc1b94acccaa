import { schemaTypes, singletonTypes } from '@tribe/schemas';
import { resolve, structure } from '@tribe/studio';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';

const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'tribelocal';
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_DATASET || 'production';
const singletons = new Set<string>(singletonTypes);

export default defineConfig({
  name: 'tribe',
  title: 'Tribe Studio',
  basePath: '/studio',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    presentationTool({ resolve, previewUrl: { previewMode: { enable: '/api/draft-mode/enable' } } }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are edited in place, never created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions,
  },
});
