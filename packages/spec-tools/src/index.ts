// @paydocs/spec-tools: the pipeline as a library for a tool that runs it in-process (the live preview's worker):
// bundle, lint, example validation and their problem lines. The CLI (src/cli.ts) is a thin layer over the same
// modules; the other entries are subpaths (`/bundle`, `/extensions`, `/samples`, `/gaps`, `/cli-runner`, ...).
export { bundleSpec, writeBundle, type BundleOutcome, type OpenApiDocument } from './bundle/index.ts';
export { formatProblem, lintSpec, type SpecProblem } from './lint/index.ts';
export { defaultDistDir } from './project.ts';
export { validateSpecExamples, formatExampleProblem } from './validate/index.ts';
