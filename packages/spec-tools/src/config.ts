// Loads spec/redocly.yaml (or a fixture's) once per path: lint, bundle and types share it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '@redocly/openapi-core';

const cache = new Map<string, Promise<Config>>();

export function loadSpecConfig(configPath: string): Promise<Config> {
  let config = cache.get(configPath);
  if (!config) {
    config = loadConfig({ configPath });
    cache.set(configPath, config);
  }
  return config;
}

/** The root document of the spec: `apis.main.root` of the config, relative to the config file. */
export function specRootOf(config: Config, configPath: string): string {
  // Redocly 2 keeps the parsed redocly.yaml under `resolvedConfig` (1.x exposed `config.apis`).
  const api = config.resolvedConfig.apis?.main;
  if (!api?.root) {
    throw new Error(`${configPath}: apis.main.root is missing (expected the path of the root openapi.yaml)`);
  }
  const root = path.resolve(path.dirname(configPath), api.root);
  if (!existsSync(root)) throw new Error(`${configPath}: apis.main.root ${api.root} does not exist (${root})`);
  return root;
}
