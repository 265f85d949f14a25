// The project's Redocly plugin (id `paydocs`): listed in spec/redocly.yaml as
// `@paydocs/spec-tools/redocly-plugin`, so Redocly's loader imports it and every consumer of the
// config (lint, bundle, openapi-typescript) runs the same rules.
// @see https://redocly.com/docs/cli/custom-plugins/custom-rules
import { EnumDescriptions } from './rules/enum-descriptions.ts';
import { ExampleLuhn } from './rules/example-luhn.ts';
import { ExampleRoutingNumber } from './rules/example-routing-number.ts';
import { ErrorCatalogue } from './rules/error-catalogue.ts';
import { NoOrphanFiles } from './rules/no-orphan-files.ts';
import { OperationExamples } from './rules/operation-examples.ts';
import { OperationMetadata } from './rules/operation-metadata.ts';
import { PropertyDescription } from './rules/property-description.ts';
import { StateTransitions } from './rules/state-transitions.ts';
import { XRules } from './rules/x-rules.ts';
import { ClassificationMapping } from './rules/classification-mapping.ts';
import { ExtensionContracts } from './rules/extension-contracts.ts';
import { Networks } from './rules/networks.ts';
import { TagGroups } from './rules/tag-groups.ts';
import { WebhookEvents } from './rules/webhook-events.ts';

export const PLUGIN_ID = 'paydocs';

export const rules = {
  'operation-metadata': OperationMetadata,
  'operation-examples': OperationExamples,
  'property-description': PropertyDescription,
  'enum-descriptions': EnumDescriptions,
  'state-transitions': StateTransitions,
  'error-catalogue': ErrorCatalogue,
  'x-rules': XRules,
  'no-orphan-files': NoOrphanFiles,
  'extension-contracts': ExtensionContracts,
  'classification-mapping': ClassificationMapping,
  networks: Networks,
  'webhook-events': WebhookEvents,
  'tag-groups': TagGroups,
  'example-luhn': ExampleLuhn,
  'example-routing-number': ExampleRoutingNumber,
};

export default function paydocsPlugin() {
  return {
    id: PLUGIN_ID,
    rules: { oas3: rules },
  };
}
