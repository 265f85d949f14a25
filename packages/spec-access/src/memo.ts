// Work done once per object (a parsed document, a site model), kept while the object lives: a rebuilt bundle (a new
// document under `pnpm dev`) gets fresh results, and an old one's go with it. And work done once per value of its
// arguments (a text rendered on many pages), kept for the process.

/** `make` computed once per argument, by the argument's identity. */
export function perObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, make(key));
    return cache.get(key) as V;
  };
}

/** `make` computed once per value of its arguments (compared as JSON). */
export function perValue<A extends unknown[], V>(make: (...args: A) => V): (...args: A) => V {
  const cache = new Map<string, V>();
  return (...args) => {
    const key = JSON.stringify(args);
    if (!cache.has(key)) cache.set(key, make(...args));
    return cache.get(key) as V;
  };
}
