/** Next.js calls this once when a server process starts (and in build workers, which skip it). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startPlatformOrExit } = await import('@/platform/start');
    await startPlatformOrExit();
  }
}
