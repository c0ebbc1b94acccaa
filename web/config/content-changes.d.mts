export const CONTENT_TAG: 'content';
export function recordContentChange(dataDir: string): void;
export function lastContentChange(dataDir: string): number;
