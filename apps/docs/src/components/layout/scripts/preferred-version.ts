// The reader's preferred docs version, stored per docs plugin under
// `docs-preferred-version-<pluginId>` when they pick a version; a stored version that is no longer
// configured is removed on load.
import { onEachPage } from './on-each-page.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

function storageKey(): string {
  return `docs-preferred-version-${document.documentElement.dataset.docsPluginId ?? 'default'}`;
}

function configuredVersions(): string[] {
  return (document.documentElement.dataset.docsVersions ?? '').split(' ').filter(Boolean);
}

onEachPage(() => {
  const stored = readStorage(storageKey());
  if (stored !== null && !configuredVersions().includes(stored)) removeStorage(storageKey());
});

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-version-name]') : null;
  const name = link?.dataset.versionName;
  if (name) writeStorage(storageKey(), name);
});
