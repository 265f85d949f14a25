// The tests Stryker runs against the gate modules (stryker.config.json): the lint rule cases, example and request
// validation, the samples checker and the gaps report, given/want on fixtures. Left out: the CLI tests (child
// processes, which Stryker's mutants do not reach), the broken-YAML corpus (it changes directory, which Stryker's
// worker threads cannot), the bundle and type-generation tests and the synthetic-spec bench test (no gate module),
// and the slow ones, which every mutant of validate/ would otherwise run; the fixtures' given/want cases must kill
// what they would; and the samples checker end to end with its type check (samples-guides.test.ts: types generated
// and compiled, seconds per run), which every samples mutant would otherwise run: the static checks and the type
// check have their own given/want files (samples.test.ts compiles nothing; samples-typecheck.test.ts compiles
// against a small hand-written types file). The request validator's own tests (validate-request,
// standalone, resolve-target, the property tests) live in @paydocs/request-validator. Timeouts as in vitest.config.ts.
// Not isolated: Vitest starts a fresh worker for every Stryker run (one per mutant) anyway; without isolation the
// files of one run share it, so Redocly, Ajv and the gate modules are imported once per mutant, not once per file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/lint/rules/rules.test.ts',
      'src/extensions/extensions.test.ts',
      'test/extension-contracts.test.ts',
      'test/lint.test.ts',
      'test/validate.test.ts',
      'test/validate-example.test.ts',
      'test/collect-examples.test.ts',
      'test/samples.test.ts',
      'test/samples-typecheck.test.ts',
      'test/ruby-literal.test.ts',
      'test/sample-parsers.test.ts',
      'test/parse-node.test.ts',
      'test/gaps.test.ts',
    ],
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
