// Scalar validates its configuration with zod, which first probes whether it may compile code (`new Function('')`).
// The site's CSP forbids that (no 'unsafe-eval'): the probe fails as intended, but every visit reports it as a CSP
// violation (the console, Lighthouse's best practices). zod's global `jitless` switch skips the probe; the
// interpreted parser it selects is what runs under this CSP anyway. zod keeps its config on globalThis, so the switch
// reaches Scalar's copy. The island registry loads Scalar through this: some of Scalar's chunks use zod as they load,
// before any module of ours in them runs.

type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/** Sets zod's `jitless` switch, then loads. */
export function withJitlessZod<T>(load: () => T): T {
  const zod = globalThis as ZodGlobal;
  zod.__zod_globalConfig ??= {};
  zod.__zod_globalConfig.jitless = true;
  return load();
}
