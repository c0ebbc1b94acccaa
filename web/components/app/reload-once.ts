export const RELOAD_GUARD_KEY = 'tribe:reload-guard';
export const RELOAD_GUARD_TTL_MS = 10_000;

/** A script chunk of this app that failed to load, or the error a dynamic import throws for it. */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (typeof HTMLScriptElement !== 'undefined' && reason instanceof HTMLScriptElement) {
    return reason.src.includes('/_next/');
  }
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Failed to load chunk/i.test(
      reason.message,
    )
  );
}

/** Reloads unless a reload happened less than RELOAD_GUARD_TTL_MS ago; returns whether it reloaded. */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_TTL_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}
