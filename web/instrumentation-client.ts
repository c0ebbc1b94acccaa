// Runs before any of the app's browser code. zod (the forms' validation, and Sanity's Studio)
// compiles its parsers with `new Function` after probing whether eval works; the
// Content-Security-Policy forbids eval, and even the caught probe is reported as a violation.
// zod reads this process-wide setting from `globalThis.__zod_globalConfig` (what `z.config()`
// writes); setting it here, without importing zod, keeps zod out of pages that do not use it.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };
