/** The Sanity CLI reads the Studio's configuration from here; the app imports it as `@tribe/studio/config`. */
export { default } from '@tribe/studio/config';
