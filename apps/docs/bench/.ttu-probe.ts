import { referenceTimeToUsable } from './lib/reference-ttu.ts';
import { serveDist } from './lib/serve.ts';
const s = await serveDist(process.argv[2]!);
console.log(await referenceTimeToUsable(s.origin, 1, process.argv[3] !== 'cpu'));
await s.close();
