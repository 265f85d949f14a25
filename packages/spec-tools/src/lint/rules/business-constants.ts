// `x-business-constants` on `info` (team contract): {<snake_name>: {value, unit, description}};
// the docs' Constants table and inline <Constant name> read it, so every entry needs all three.
import { isObject, isSentence, type JsonObject, type Oas3Rule } from './shared.ts';

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

export const BusinessConstants: Oas3Rule = () => ({
  Info(info, { report, location }) {
    const constants: unknown = (info as unknown as JsonObject)['x-business-constants'];
    if (constants === undefined) return;
    const at = location.child(['x-business-constants']);
    if (!isObject(constants)) {
      report({ message: '`x-business-constants` must be a map of {value, unit, description}.', location: at.key() });
      return;
    }
    for (const [name, entry] of Object.entries(constants)) {
      if (!SNAKE.test(name)) {
        report({ message: `Constant name "${name}" must be snake_case.`, location: at.child([name]).key() });
      }
      const e = isObject(entry) ? entry : {};
      const problems = [
        e.value === undefined || e.value === null ? '`value`' : '',
        typeof e.unit !== 'string' ? '`unit` (a string)' : '',
        !isSentence(e.description) ? '`description`' : '',
      ].filter(Boolean);
      if (problems.length > 0) {
        report({ message: `Constant "${name}" needs ${problems.join(', ')}.`, location: at.child([name]) });
      }
    }
  },
});
