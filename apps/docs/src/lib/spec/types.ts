// The subset of OpenAPI 3.1 the docs read. Kept loose on purpose: the bundled spec is validated by
// the spec tooling (redocly lint, ajv), so the site only types what it renders. The `x-` values are
// typed by their contracts in @paydocs/spec-tools, which lint enforces: the site trusts them.
// @see https://spec.openapis.org/oas/v3.1.0
import type {
  BusinessConstant,
  BusinessConstants,
  ClassificationMappingRow,
  ComponentScopeEntry,
  Convention,
  ConventionId,
  Conventions,
  EnumDescriptions,
  ErrorCatalogue,
  Networks,
  RuleEntry,
  StateTransitions,
  TagGroup,
} from '@paydocs/spec-tools/extensions';

export type { BusinessConstant, Convention, RuleEntry, StateTransitions };

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface SchemaObject {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  properties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  required?: string[];
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  not?: SchemaObject;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  example?: JsonValue;
  examples?: JsonValue[];
  'x-enum-descriptions'?: EnumDescriptions;
  'x-state-transitions'?: StateTransitions;
  'x-rules'?: RuleEntry[];
  'x-not-shown'?: string;
  'x-convention'?: ConventionId;
  'x-error-catalogue'?: ErrorCatalogue;
  'x-component-scopes'?: ComponentScopeEntry[];
  'x-classification-mapping'?: ClassificationMappingRow[];
  'x-networks'?: Networks;
  [extension: `x-${string}`]: unknown;
}

export interface ParameterObject {
  $ref?: string;
  /** Docs-only: the components/parameters name this parameter was referenced from (set by spec-model). */
  component?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: JsonValue;
  examples?: Record<string, { value?: JsonValue; summary?: string }>;
  'x-convention'?: ConventionId;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: JsonValue;
  examples?: Record<string, { $ref?: string; value?: JsonValue; summary?: string }>;
}

export interface RequestBodyObject {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, { $ref?: string; description?: string; required?: boolean; schema?: SchemaObject }>;
  content?: Record<string, MediaTypeObject>;
  'x-convention'?: ConventionId;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
  servers?: { url: string; description?: string }[];
  'x-rules'?: RuleEntry[];
  'x-not-shown'?: string;
  'x-webhook-family'?: string;
  'x-convention'?: ConventionId;
  [extension: `x-${string}`]: unknown;
}

import type { HttpMethod } from '@paydocs/spec-access/methods';

export { HTTP_METHODS, type HttpMethod } from '@paydocs/spec-access/methods';

export type PathItemObject = {
  $ref?: string;
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  servers?: { url: string; description?: string }[];
} & Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    summary?: string;
    description?: string;
    'x-business-constants'?: BusinessConstants;
    'x-conventions'?: Conventions;
    [key: string]: unknown;
  };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  'x-tagGroups'?: TagGroup[];
  paths?: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    examples?: Record<string, { value?: JsonValue; summary?: string }>;
    headers?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
  [key: string]: unknown;
}
