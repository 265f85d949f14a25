// How a `run:` script is split into the commands the workflow check resolves (given/want).
import { describe, expect, test } from 'vitest';
import { commandsOf } from './shell-commands.ts';

describe('commandsOf', () => {
  test.each([
    { given: 'pnpm lint', want: [['pnpm', 'lint']] },
    {
      given: 'pnpm spec build && pnpm -s spec diff > out.md',
      want: [
        ['pnpm', 'spec', 'build'],
        ['pnpm', '-s', 'spec', 'diff'],
      ],
    },
    {
      given: 'pnpm a || echo "failed; see log" | tee x',
      want: [
        ['pnpm', 'a'],
        ['echo', 'failed; see log'],
        ['tee', 'x'],
      ],
    },
    { given: 'pnpm turbo run build \\\n  --filter=x', want: [['pnpm', 'turbo', 'run', 'build', '--filter=x']] },
    { given: 'SKIP_INSTALL=1 bash scripts/toolchain.sh # comment', want: [['bash', 'scripts/toolchain.sh']] },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a JavaScript placeholder
    { given: 'node a.ts ${{ runner.temp }}/x.json 2>&1', want: [['node', 'a.ts', 'EXPR/x.json']] },
    {
      given: 'echo "dir=$(pnpm store path --silent)" >> "$GITHUB_OUTPUT"',
      want: [
        ['pnpm', 'store', 'path', '--silent'],
        ['echo', 'dir=SUBST'],
      ],
    },
    {
      given: 'v="$(node -p "require(\'./p.json\').version")"',
      want: [['node', '-p', "require('./p.json').version"]],
    },
    {
      given: 'if git rev-parse --verify "x" > /dev/null; then\n  echo a\nelse\n  echo b\nfi',
      want: [
        ['git', 'rev-parse', '--verify', 'x'],
        ['echo', 'a'],
        ['echo', 'b'],
      ],
    },
    { given: "echo '$(not a substitution)'", want: [['echo', '$(not a substitution)']] },
  ])('$given', ({ given, want }) => {
    expect(commandsOf(given)).toEqual(want);
  });

  test.each([
    ['echo $(pnpm lint', 'unclosed $( in: $(pnpm lint'],
    ['echo $(pnpm (x)', 'unclosed $( in: $(pnpm (x)'],
  ])('names an unclosed substitution: %s', (given, message) => {
    expect(() => commandsOf(given)).toThrow(message);
  });
});
