// The module integrations/mock-service-worker generates at build time: Ajv standalone validators of every request
// body of the bundled spec (`v0`, `v1`, ...) and `refs`, the export name of each schema id.
declare module 'virtual:paydocs/request-validators' {
  export const refs: Record<string, string>;
}
