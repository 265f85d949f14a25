// Type-level assertions for the contract checks (compiled by tsc, never run): exact type equality,
// the required and optional keys of an object type, and whether `unknown` hides anywhere inside.
import type { JsonValue } from '@paydocs/api-types';

/** True only when A and B are the same type (not merely mutually assignable). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Fails to compile unless T is `true`. */
export type Expect<T extends true> = T;

/** The empty object type, spelled so that it reads as "no keys": `Empty extends Pick<T, K>` holds when K is optional in T. */
type Empty = Record<never, never>;

/** Keys that must be present. */
export type RequiredKeys<T> = [T] extends [never] ? never : { [K in keyof T]-?: Empty extends Pick<T, K> ? never : K }[keyof T];

/** Keys that may be left out. */
export type OptionalKeys<T> = [T] extends [never] ? never : { [K in keyof T]-?: Empty extends Pick<T, K> ? K : never }[keyof T];

/**
 * True when `unknown` (or `any`) appears at any depth: a field whose type generators could not
 * derive. `JsonValue` (any JSON value, the spec's type for undocumented values) is known by
 * definition and stops the walk, as does a type already being visited.
 */
export type HasUnknown<T, Seen = never> = unknown extends T
  ? true
  : Equal<T, JsonValue> extends true
    ? false
    : [T] extends [Seen]
      ? false
      : T extends readonly (infer Item)[]
        ? HasUnknown<Item, Seen | T>
        : T extends object
          ? true extends { [K in keyof T]-?: HasUnknown<T[K], Seen | T> }[keyof T]
            ? true
            : false
          : false;
