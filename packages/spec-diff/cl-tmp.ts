import { loadBundle } from '@paydocs/spec-access/node';
import { loadChangelog } from './src/index.ts';
console.log(JSON.stringify(loadChangelog({ root: '/work/wt/sdiff', current: loadBundle('/work/wt/sdiff/spec/dist/openapi.json') }), null, 1));
