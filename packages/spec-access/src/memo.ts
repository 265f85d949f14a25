// Work done once per object (a parsed document, a site model), kept while the object lives: a rebuilt bundle (a new
// document under `pnpm dev`) gets fresh results, and an old one's go with it.

/** `make` computed once per argument, by the argument's identity. */
export function perObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, make(key));
    return cache.get(key) as V;
  };
}
