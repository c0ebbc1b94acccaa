/** The HTTP status an error stands for: its own `status`/`statusCode`, otherwise 500. */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    for (const key of ['statusCode', 'status'] as const) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && value >= 400 && value < 600) return value;
    }
  }
  return 500;
}
