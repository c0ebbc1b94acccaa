/** The project id the offline default uses: image URLs and the local dataset keep Sanity's shapes. */
export const OFFLINE_PROJECT_ID = 'tribelocal';
export const SANITY_API_VERSION = '2025-10-01';

export interface SanityProject {
  /** True when a project is configured: content, images and the Studio use the Content Lake. */
  online: boolean;
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Server only; empty in the browser. */
  readToken: string;
  /** Server only: where the API is reached when not at Sanity's own hosts (a proxy); empty for Sanity's. */
  apiHost: string;
}

/** The project from already validated values; no project id means the offline default. */
export function projectFrom(values: {
  projectId?: string;
  dataset?: string;
  readToken?: string;
  apiHost?: string;
}): SanityProject {
  return {
    online: Boolean(values.projectId),
    projectId: values.projectId || OFFLINE_PROJECT_ID,
    dataset: values.dataset || 'production',
    apiVersion: SANITY_API_VERSION,
    readToken: values.readToken ?? '',
    apiHost: values.apiHost?.replace(/\/+$/, '') ?? '',
  };
}
