// Components every guide may use without importing them; passed to <Content components={...} />.
// Owned by the spec-components work: each entry renders data from the bundled spec, so nothing
// about the API is written twice. The page's Markdown version (/<page>.md) is converted from its HTML after the
// build (src/lib/markdown/html-to-markdown.ts), so a component has no Markdown twin.
import ArchitectureDiagram from './content/ArchitectureDiagram.astro';
import Aside from './content/Aside.astro';
import MockTestTokens from './content/MockTestTokens.astro';
import NotShown from './content/NotShown.astro';
import ApplicationFeeCalculator from './islands/ApplicationFeeCalculator.astro';
import ClassificationMapper from './islands/ClassificationMapper.astro';
import WebhookSignatureVerifier from './islands/WebhookSignatureVerifier.astro';
import Constant from './spec/Constant.astro';
import Constants from './spec/Constants.astro';
import Conventions from './spec/Conventions.astro';
import EnumTable from './spec/enum/EnumTable.astro';
import ErrorCatalogue from './spec/ErrorCatalogue.astro';
import ErrorStatus from './spec/ErrorStatus.astro';
import HttpStatuses from './spec/HttpStatuses.astro';
import NetworkErrorCategories from './spec/NetworkErrorCategories.astro';
import NextStatuses from './spec/NextStatuses.astro';
import Operation from './spec/operation/Operation.astro';
import OperationList from './spec/operation/OperationList.astro';
import Rules from './spec/Rules.astro';
import SchemaTable from './spec/schema/SchemaTable.astro';
import SpecExample from './spec/SpecExample.astro';
import StateMachine from './spec/state-machine/StateMachine.astro';
import SuccessStatus from './spec/SuccessStatus.astro';
import WebComponentScopes from './spec/WebComponentScopes.astro';
import WebhookEvents from './spec/webhook/WebhookEvents.astro';

export const mdxComponents = {
  Aside,
  ArchitectureDiagram,
  NotShown,
  SchemaTable,
  EnumTable,
  StateMachine,
  ErrorCatalogue,
  NetworkErrorCategories,
  WebhookEvents,
  WebComponentScopes,
  Operation,
  OperationList,
  SpecExample,
  Rules,
  Constants,
  Constant,
  Conventions,
  NextStatuses,
  ErrorStatus,
  SuccessStatus,
  HttpStatuses,
  WebhookSignatureVerifier,
  ClassificationMapper,
  ApplicationFeeCalculator,
  MockTestTokens,
};
