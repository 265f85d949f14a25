// Remark plugin: fails the build when a guide's prose states an API fact the spec does not hold
// there (an unknown `METHOD /path`, an HTTP status its operations cannot return, a transition no
// x-state-transitions documents, an unknown backticked identifier), naming file:line. The check
// itself is src/lib/spec/drift/; the docs test command runs it on every guide as well.
import { fileName, type VFileLike } from '../markdown/remark-frame.ts';
import { driftProblems } from './drift/index.ts';
import { spec } from './spec.ts';

export function remarkCheckDrift() {
  return (_tree: unknown, file: VFileLike) => {
    // Only guides: generated pages and fixtures are not prose about the API.
    if (!file.path || !/src[\\/]content[\\/]docs[\\/]/.test(file.path) || typeof file.value !== 'string') return;
    const name = fileName(file);
    const problems = driftProblems(name, file.value, spec);
    if (problems.length) {
      throw new Error(`Guide prose disagrees with the spec in ${name}:\n  ${problems.join('\n  ')}`);
    }
  };
}

export default remarkCheckDrift;
