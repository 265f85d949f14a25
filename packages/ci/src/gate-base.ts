// The breaking-change gate in a workflow must be told what to compare with. Its default, the merge base of HEAD with
// `main`, is right on a developer's clone but not in a pull request's checkout (no local `main`, a shallow history):
// there the workflow passes the pull request's base (`--base ${{ github.event.pull_request.base.sha }}`, with the
// history fetched), or, after a release, `--released latest`. This names every gate call that passes neither.
const GATE_CLI = /(^|\/)packages\/spec-diff\/src\/cli\.ts$/;
const GATE_COMMANDS = new Set(['check', 'comment', 'report']);
/** The expression a pull-request workflow passes (GitHub's syntax, not a JavaScript template). */
export const BASE_EXPRESSION = `$\{{ github.event.pull_request.base.sha }}`;

/** The gate command `argv` runs (e.g. `paydocs-spec-diff check`), or undefined for any other command. */
function gateCall(argv: string[]): string | undefined {
  const [program, ...rest] = argv;
  if (program === 'node' && rest[0] && GATE_CLI.test(rest[0]) && GATE_COMMANDS.has(rest[1] ?? '')) return `node ${rest[0]} ${rest[1]}`;
  const bin = program === 'pnpm' && rest[0] === 'exec' ? rest.slice(1) : argv;
  if (bin[0] === 'paydocs-spec-diff' && GATE_COMMANDS.has(bin[1] ?? '')) return `paydocs-spec-diff ${bin[1]}`;
  return undefined;
}

const hasValue = (argv: string[], flag: string) =>
  argv.some((arg, i) => arg.startsWith(`${flag}=`) || (arg === flag && argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('-')));

/**
 * A message when `argv` calls the gate without `--base <ref>` or `--released <file|latest>`, or with `--base` in a job
 * whose checkout fetched one commit only (`checkoutDepth`: its `fetch-depth` as written; the base must be in the
 * history); undefined otherwise.
 */
export function gateBaseProblem(argv: string[], checkoutDepth?: string): string | undefined {
  const call = gateCall(argv);
  if (!call || hasValue(argv, '--released')) return undefined;
  if (hasValue(argv, '--base')) {
    return checkoutDepth === '0'
      ? undefined
      : `\`${call} --base\` needs the base in the history: check out with \`fetch-depth: 0\` in this job (it has ${checkoutDepth === undefined ? 'the default, one commit' : `\`fetch-depth: ${checkoutDepth}\``})`;
  }
  return (
    `\`${call}\` compares with its default base (the merge base with main, absent in a pull request's checkout): ` +
    `pass \`--base ${BASE_EXPRESSION}\` (and check out with \`fetch-depth: 0\`), or \`--released latest\``
  );
}
