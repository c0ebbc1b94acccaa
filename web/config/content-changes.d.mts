export const CONTENT_TAG: 'content';
export function recordContentChange(dataDir: string): Promise<void>;
export function lastContentChange(dataDir: string): Promise<number>;
