/** Next.js calls this once when a server process starts (and in build workers, which skip it). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startPlatform } = await import('./platform/server/start');
  try {
    startPlatform();
  } catch (error) {
    // Next.js would log the error and keep serving; a server without a valid configuration must not.
    const { log } = await import('./platform/log/logger');
    log.fatal(`The server refuses to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
