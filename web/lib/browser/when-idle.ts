/**
 * Runs `callback` at the browser's next idle moment, or after `timeout` ms at the latest; answers
 * a function that cancels it. Safari has no idle callbacks: there it runs after the current task.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
