// @paydocs/spec-tools: the pipeline as a library (the CLI is a thin layer over it).
export { bundleSpec, findExternalRefs, writeBundle, type BundleOutcome, type OpenApiDocument } from './bundle/index.ts';
export { runBuild, runBundle, runLint, runTypes, runValidate, formatProblem, type CommandResult } from './commands.ts';
export { loadSpecConfig, specRootOf } from './config.ts';
export { lintSpec, type SpecProblem } from './lint/index.ts';
export { resolveConfigPath, defaultDistDir } from './project.ts';
export { generateTypes, GENERATED_BANNER } from './types/index.ts';
export {
  validateExample,
  validateSpecExamples,
  formatExampleProblem,
  type ExampleTarget,
  type ValidationResult,
} from './validate/index.ts';
// Extension contracts: the types the site reads `x-` values with (`import type`), and the registry.
export * from './extensions/index.ts';
