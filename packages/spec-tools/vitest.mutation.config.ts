// The tests Stryker runs against the gate modules (stryker.config.json): the lint rule cases, example and request
// validation, the samples checker and the gaps report. The CLI tests (child processes: Stryker's mutants do not reach
// them), the bundle and type-generation tests and the synthetic-spec bench test exercise no gate module and are left
// out, so each mutant runs only tests that can kill it.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        'src/lint/rules/rules.test.ts',
        'src/extensions/extensions.test.ts',
        'src/gaps/marks.test.ts',
        'test/extension-contracts.test.ts',
        'test/lint.test.ts',
        'test/validate.test.ts',
        'test/validate-example.test.ts',
        'test/request-validator.property.test.ts',
        'test/samples.test.ts',
        'test/gaps.test.ts',
        'test/real-spec.test.ts',
      ],
    },
  }),
);
