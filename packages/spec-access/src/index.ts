// @paydocs/spec-access: how every package of the workspace reads a bundled OpenAPI document. Browser-safe: loading
// the bundle from disk and finding the workspace are under `@paydocs/spec-access/node`.
export { HTTP_METHODS, isHttpMethod, type HttpMethod } from './methods.ts';
export type * from './openapi.ts';
export {
  childPointer,
  componentName,
  decodePointerToken,
  encodePointerToken,
  parsePointer,
  readPointer,
  toPointer,
  toRef,
  type PointerToken,
} from './pointer.ts';
export {
  SpecAccessError,
  derefDeep,
  isObject,
  isRef,
  refsUnder,
  resolve,
  resolveLocated,
  resolveRef,
  type JsonObject,
  type JsonValue,
  type Located,
  type DerefOptions,
  type ResolveOptions,
} from './ref.ts';
export { mergeParameters, serverBasePath, walkOperations, type WalkedOperation } from './walk.ts';
export {
  basePathsOf,
  matchOperation,
  matchPath,
  operationById,
  operationsOf,
  requestTarget,
  type MatchOptions,
  type OperationMatch,
  type PathMatch,
} from './match.ts';
export {
  flattenAllOf,
  isSuccessStatus,
  mediaExample,
  operationBasePath,
  requireOperation,
  requiresToken,
  securityRequirements,
  serverUrl,
  successResponse,
  successStatus,
  type FlatSchema,
} from './model.ts';
export { baseDir, basePrefix, isExternalUrl, routeOfFile, withBase } from './urls.ts';
