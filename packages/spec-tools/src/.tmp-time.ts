import { createConfig, lint } from '@redocly/openapi-core';
import paydocsPlugin from './lint/plugin.ts';
const ref = '/work/main/spec/openapi.yaml';
const base = ['operation-metadata','operation-examples','property-description','enum-descriptions','state-transitions','error-catalogue','x-rules','no-orphan-files'];
const sets: Record<string,string[]> = { before: base, contracts: [...base,'extension-contracts'], semantic: [...base,'classification-mapping','networks','webhook-events','tag-groups'] };
const times: Record<string, number[]> = {};
for (let round = 0; round < 5; round++) for (const [name, rules] of Object.entries(sets)) {
  const config = await createConfig({ extends: ['recommended'], plugins: [paydocsPlugin()], rules: Object.fromEntries(rules.map((r) => [`paydocs/${r}`, 'error'])) });
  const t = process.cpuUsage(); await lint({ ref, config }); const u = process.cpuUsage(t); (times[name] ??= []).push(Math.round((u.user + u.system) / 1000));
}
console.log(times);
