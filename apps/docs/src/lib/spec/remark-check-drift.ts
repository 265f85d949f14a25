// Remark plugin: fails the build when a guide's prose states an API fact the spec does not hold
// there (an unknown `METHOD /path`, an HTTP status its operations cannot return, a transition no
// x-state-transitions documents, an unknown backticked identifier), naming file:line. The check
// itself is src/lib/spec/drift/; the docs test command runs it on every guide as well.
import { fileName, type VFileLike } from '../markdown/remark-frame.ts';
import { driftProblems } from './drift/check.ts';
import { perObject, type OpenAPIObject } from '@paydocs/spec-access';
import { loadBundle } from '@paydocs/spec-access/node';
import { createSpecModel } from './spec-model.ts';

/** `specFile`: the bundle the site renders (astro.config.mjs passes the same path to the pages). */
export function remarkCheckDrift(options: { specFile: string }) {
  const modelOf = perObject((doc: OpenAPIObject) => createSpecModel(doc, { source: options.specFile }));
  return (_tree: unknown, file: VFileLike) => {
    // Only guides: generated pages and fixtures are not prose about the API.
    if (!file.path || !/src[\\/]content[\\/]docs[\\/]/.test(file.path) || typeof file.value !== 'string') return;
    const name = fileName(file);
    const problems = driftProblems(name, file.value, modelOf(loadBundle(options.specFile)));
    if (problems.length) {
      throw new Error(`Guide prose disagrees with the spec in ${name}:\n  ${problems.join('\n  ')}`);
    }
  };
}

export default remarkCheckDrift;
