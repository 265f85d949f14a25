// Every `x-` extension the spec may use, declared once: its TypeScript type (imported by the site),
// its JSON Schema (enforced by `paydocs/extension-contracts`) and where it may sit. A key that is not
// listed here fails lint; `spec/README.md` documents each one (a test checks both).
import { businessConstants } from './business-constants.ts';
import { classificationMapping } from './classification-mapping.ts';
import { componentEvents } from './component-events.ts';
import { componentScopes } from './component-scopes.ts';
import type { ExtensionContract } from './contract.ts';
import { convention } from './convention.ts';
import { conventions } from './conventions.ts';
import { enumDescriptions } from './enum-descriptions.ts';
import { errorCatalogue } from './error-catalogue.ts';
import { networks } from './networks.ts';
import { notShown } from './not-shown.ts';
import { rules } from './rules.ts';
import { stateTransitions } from './state-transitions.ts';
import { tagGroups } from './tag-groups.ts';
import { webhookDelivery } from './webhook-delivery.ts';
import { webhookFamily } from './webhook-family.ts';

export const EXTENSIONS: readonly ExtensionContract[] = [
  businessConstants,
  classificationMapping,
  componentEvents,
  componentScopes,
  convention,
  conventions,
  enumDescriptions,
  errorCatalogue,
  networks,
  notShown,
  rules,
  stateTransitions,
  tagGroups,
  webhookDelivery,
  webhookFamily,
];

export const EXTENSIONS_BY_KEY: ReadonlyMap<string, ExtensionContract> = new Map(EXTENSIONS.map((c) => [c.key, c]));

export type { ExtensionContract, NodeKind } from './contract.ts';
export type { BusinessConstant, BusinessConstants } from './business-constants.ts';
export type { ClassificationMappingRow } from './classification-mapping.ts';
export type { ComponentEventChannel, ComponentEvents } from './component-events.ts';
export type { ComponentScopeEntry } from './component-scopes.ts';
export type { ConventionId } from './convention.ts';
export type { Convention, Conventions } from './conventions.ts';
export type { EnumDescriptions } from './enum-descriptions.ts';
export type { ErrorCatalogue, ErrorCatalogueEntry, ErrorGroup, RetryAdvice } from './error-catalogue.ts';
export { ERROR_GROUPS } from './error-catalogue.ts';
export type { Networks } from './networks.ts';
export type { NotShown } from './not-shown.ts';
export type { RuleEntry } from './rules.ts';
export type { StateTransition, StateTransitions } from './state-transitions.ts';
export type { TagGroup } from './tag-groups.ts';
export type { RetryWindow, WebhookDelivery } from './webhook-delivery.ts';
export type { WebhookFamily } from './webhook-family.ts';
