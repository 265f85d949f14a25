// The HTTP methods a Path Item may hold, in the order OpenAPI lists its fixed fields.
// @see https://spec.openapis.org/oas/v3.1.0#path-item-object

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

export function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}
