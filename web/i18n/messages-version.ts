/**
 * The catalogues' version, set at build time from their content (next.config.ts): a scope's
 * messages fetched under it never change.
 */
export const MESSAGES_VERSION = process.env.MESSAGES_VERSION ?? 'unversioned';
