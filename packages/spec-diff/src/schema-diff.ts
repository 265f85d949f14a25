// Compares two schemas in one direction. The same edit is judged by who produces the value: a tighter maxLength
// breaks a client that sends the field and reassures one that reads it; a new enum value is harmless in a request and
// breaks exhaustive matching in a response. Levels live in checks.ts; this module only decides which check fired.
import { SCHEMA_CHECKS, SUBJECT_DIRECTION, type SchemaCheckId, type Subject } from './checks.ts';
import { asJson, child, type Located } from './document.ts';
import { type DiffContext, pairUp } from './finding.ts';
import { isUpper, LOWER_BOUNDS, UPPER_BOUNDS, unwrapped, viewOfAll, type SchemaView } from './schema-view.ts';

export interface SchemaPlace {
  subject: Subject;
  /** How a reviewer names the root, e.g. "request body (application/json)" or "query parameter `limit`". */
  label: string;
}

/**
 * Enum values allowed by any member of a oneOf/anyOf, before and after, at this level and per property: a value that
 * moves from one member to another is still accepted (and still sent), so it is neither removed nor added.
 */
interface EnumPool {
  before: Set<string>;
  after: Set<string>;
  properties: Map<string, EnumPool>;
}

/** True when `a` is a whole multiple of `b` (within floating-point noise: 0.3 is a multiple of 0.1). */
function isMultiple(a: number, b: number): boolean {
  const q = a / b;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

/** The sentence of a numeric keyword set, removed or changed (absent is `undefined`). */
const keywordChange = (keyword: string, was?: number, now?: number): string =>
  was === undefined
    ? `${keyword} set to ${now}.`
    : now === undefined
      ? `${keyword} ${was} removed.`
      : `${keyword} changed from ${was} to ${now}.`;

const list = (values: unknown[]): string => values.map((v) => `\`${JSON.stringify(v)}\``).join(', ');
const typeList = (types: Set<string>): string => [...types].sort().join(' | ');

/** True when every value of type set `a` is also allowed by `b` (an integer is a number). */
function typesWithin(a: Set<string>, b: Set<string>): boolean {
  return [...a].every((t) => b.has(t) || (t === 'integer' && b.has('number')));
}

class SchemaComparison {
  private readonly ctx: DiffContext;
  private readonly place: SchemaPlace;

  constructor(ctx: DiffContext, place: SchemaPlace) {
    this.ctx = ctx;
    this.place = place;
  }

  private get direction() {
    return SUBJECT_DIRECTION[this.place.subject];
  }

  private emit(check: SchemaCheckId, before: string, after: string, name: string, sentence: string): void {
    if (SCHEMA_CHECKS[check][this.direction] === null) return;
    const what = name ? `${this.place.label}, property \`${name}\`` : this.place.label;
    const where = this.ctx.where ? `${this.ctx.where}, ${what}` : what;
    this.ctx.add(`${this.place.subject}-${check}`, before, after, `${where}: ${sentence}`);
  }

  /** `emit` for a finding placed at the two schemas' own pointers. */
  private sayer(before: SchemaView, after: SchemaView, name: string) {
    return (check: SchemaCheckId, sentence: string) => this.emit(check, before.ptr, after.ptr, name, sentence);
  }

  compare(b: Located<unknown>[], a: Located<unknown>[], name: string, pool?: EnumPool): void {
    const outerBefore = viewOfAll(this.ctx.before, b);
    const outerAfter = viewOfAll(this.ctx.after, a);
    const key = `${this.place.subject}|${outerBefore.self.map((l) => l.ptr).join(',')}|${outerAfter.self.map((l) => l.ptr).join(',')}`;
    if (this.ctx.compared.has(key)) return;
    this.ctx.compared.add(key);
    // `S` and `oneOf: [S', {type: 'null'}]` (or a one-member wrapper): compare S with S'. The wrapper adds or drops
    // null and nothing else; its own lack of keywords is no keyword removed.
    const before = (outerAfter.variants.length === 0 && unwrapped(this.ctx.before, outerBefore)) || outerBefore;
    const after = (outerBefore.variants.length === 0 && unwrapped(this.ctx.after, outerAfter)) || outerAfter;
    if (!this.compareType(before, after, name, [outerBefore.ptr, outerAfter.ptr])) return;
    this.compareScalars(before, after, name, pool);
    this.compareKeywords(before, after, name);
    this.compareProperties(before, after, name, pool);
    if (before.items && after.items) this.compare([before.items], [after.items], `${name}[]`);
    if (before.additional && after.additional) this.compare([before.additional], [after.additional], `${name}{*}`);
    this.compareDiscriminator(before, after, name);
    this.compareVariants(before, after, name);
  }

  /**
   * Returns false when the types no longer overlap: nothing below can be compared meaningfully. Nullability is
   * reported at `nullPtrs`, where a nullable wrapper added or dropped sits (the schemas' own pointers otherwise).
   */
  private compareType(before: SchemaView, after: SchemaView, name: string, nullPtrs: [string, string]): boolean {
    if (before.types && after.types && typeList(before.types) !== typeList(after.types)) {
      const compatible = this.direction === 'request' ? typesWithin(before.types, after.types) : typesWithin(after.types, before.types);
      const sentence = `type changed from ${typeList(before.types)} to ${typeList(after.types)}.`;
      this.emit(compatible ? 'type-compatible' : 'type-changed', before.ptr, after.ptr, name, sentence);
      const overlap = [...before.types].some((t) => after.types?.has(t));
      if (!overlap) return false;
    }
    if (before.nullable !== after.nullable) {
      this.emit(
        after.nullable ? 'became-nullable' : 'became-not-nullable',
        ...nullPtrs,
        name,
        after.nullable ? 'may now be null.' : 'may no longer be null.',
      );
    }
    return true;
  }

  private compareScalars(before: SchemaView, after: SchemaView, name: string, pool?: EnumPool): void {
    const say = this.sayer(before, after, name);
    // A format or pattern set, lifted or changed: `<keyword>-added`, `-removed` or `-changed`.
    for (const keyword of ['format', 'pattern'] as const) {
      const [was, now] = [before[keyword], after[keyword]];
      if (was === now) continue;
      if (!was) say(`${keyword}-added`, `${keyword} \`${now}\` added.`);
      else if (!now) say(`${keyword}-removed`, `${keyword} \`${was}\` removed.`);
      else say(`${keyword}-changed`, `${keyword} changed from \`${was}\` to \`${now}\`.`);
    }
    if (before.enum && after.enum) {
      // A value another oneOf member still allows (or already allowed) only moved between members.
      const removed = before.enum.filter((v) => !after.enum?.includes(v) && !pool?.after.has(JSON.stringify(v)));
      const added = after.enum.filter((v) => !before.enum?.includes(v) && !pool?.before.has(JSON.stringify(v)));
      if (removed.length) say('enum-value-removed', `enum value(s) ${list(removed)} removed.`);
      if (added.length) {
        const tail = this.direction === 'response' ? ' Clients with exhaustive matching break.' : '';
        say('enum-value-added', `enum value(s) ${list(added)} added.${tail}`);
      }
    } else if (after.enum) say('became-enum', `now restricted to ${list(after.enum)}.`);
    else if (before.enum) say('enum-removed', `no longer restricted to ${list(before.enum)}.`);
    for (const bound of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) {
      const [was, now] = [before.bounds[bound], after.bounds[bound]];
      if (was === now) continue;
      // An absent upper bound is +infinity, an absent lower bound -infinity.
      const tighter = isUpper(bound) ? (now ?? Infinity) < (was ?? Infinity) : (now ?? -Infinity) > (was ?? -Infinity);
      // Named after the keyword and the way its number moved: `max-length-decreased`, `exclusive-min-increased`.
      const keyword = bound.replace(/imum$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      say(`${keyword}-${tighter === isUpper(bound) ? 'decreased' : 'increased'}` as SchemaCheckId, keywordChange(bound, was, now));
    }
  }

  /** additionalProperties, multipleOf, uniqueItems, default and deprecated. */
  private compareKeywords(before: SchemaView, after: SchemaView, name: string): void {
    const say = this.sayer(before, after, name);
    if (!before.closed && after.closed)
      say('additional-properties-disallowed', '`additionalProperties: false` set; unlisted properties are rejected.');
    if (before.closed && !after.closed)
      say('additional-properties-allowed', '`additionalProperties: false` lifted; unlisted properties may appear.');
    const [was, now] = [before.multipleOf, after.multipleOf];
    if (was !== now) {
      // Fewer values pass `multipleOf: now` than `multipleOf: was` exactly when `now` is a multiple of `was`.
      const check: SchemaCheckId =
        was === undefined || (now !== undefined && isMultiple(now, was))
          ? 'multiple-of-narrowed'
          : now === undefined || isMultiple(was, now)
            ? 'multiple-of-widened'
            : 'multiple-of-changed';
      say(check, keywordChange('multipleOf', was, now));
    }
    if (!before.uniqueItems && after.uniqueItems)
      say('became-unique-items', '`uniqueItems: true` set; arrays with repeated items are rejected.');
    if (before.uniqueItems && !after.uniqueItems) say('unique-items-removed', '`uniqueItems` lifted; items may repeat.');
    if (before.default !== after.default) {
      if (before.default === undefined) say('default-added', `default \`${after.default}\` documented.`);
      else if (after.default === undefined)
        say('default-removed', `default \`${before.default}\` removed; what an omitted value means is no longer documented.`);
      else
        say(
          'default-changed',
          `default changed from \`${before.default}\` to \`${after.default}\`; clients that omit it get another behaviour.`,
        );
    }
    if (!before.deprecated && after.deprecated) {
      const tail = this.direction === 'request' ? 'clients should stop sending it.' : 'clients should stop reading it.';
      say('became-deprecated', `became deprecated; ${tail}`);
    }
    if (before.deprecated && !after.deprecated) say('deprecation-removed', 'is no longer deprecated.');
  }

  private compareDiscriminator(before: SchemaView, after: SchemaView, name: string): void {
    const [b, a] = [before.discriminator, after.discriminator];
    if (!b && !a) return;
    const say = this.sayer(before, after, name);
    if (b?.propertyName !== a?.propertyName) {
      const show = (p?: string) => (p ? `\`${p}\`` : 'none');
      say(
        'discriminator-property-changed',
        `discriminator propertyName changed from ${show(b?.propertyName)} to ${show(a?.propertyName)}; variants are told apart by another field.`,
      );
      return;
    }
    pairUp(b?.mapping ?? new Map<string, string>(), a?.mapping ?? new Map<string, string>(), {
      removed: (_, value) => say('discriminator-mapping-removed', `discriminator value \`${value}\` removed.`),
      kept: (target, next, value) => {
        if (next.split('/').pop() !== target.split('/').pop())
          say('discriminator-mapping-changed', `discriminator value \`${value}\` now maps to \`${next}\` (was \`${target}\`).`);
      },
      added: (_, value) => {
        const tail = this.direction === 'response' ? ' Clients that handle every value break.' : '';
        say('discriminator-mapping-added', `discriminator value \`${value}\` added.${tail}`);
      },
    });
  }

  private compareProperties(before: SchemaView, after: SchemaView, parent: string, pool?: EnumPool): void {
    const request = this.direction === 'request';
    // A readOnly property is never sent, a writeOnly one never received: neither side of the wire sees it.
    const hidden = (v: SchemaView) => (request ? v.readOnly : v.writeOnly);
    const nameOf = (prop: string) => (parent ? `${parent}.${prop}` : prop);
    pairUp(before.properties, after.properties, {
      removed: (b, prop) => {
        const bv = viewOfAll(this.ctx.before, b);
        // Still listed in `required`: only the definition moved (e.g. into a oneOf member); the field is still there.
        if (hidden(bv) || after.required.has(prop) || this.inVariants(this.ctx.after, after, prop)) return;
        const sentence = request ? 'removed; clients still sending it may be rejected.' : 'removed (or renamed); clients reading it break.';
        this.emit('property-removed', bv.ptr, after.ptr, nameOf(prop), sentence);
      },
      kept: (b, a, prop) => {
        const [bv, av] = [viewOfAll(this.ctx.before, b), viewOfAll(this.ctx.after, a)];
        if (hidden(bv) && hidden(av)) return;
        const say = this.sayer(bv, av, nameOf(prop));
        if (!request && !bv.writeOnly && av.writeOnly) return say('became-write-only', 'became writeOnly: it is no longer returned.');
        if (request && !bv.readOnly && av.readOnly) return say('became-read-only', 'became readOnly: clients can no longer send it.');
        const [wasRequired, isRequired] = [before.required.has(prop), after.required.has(prop)];
        if (!wasRequired && isRequired) say('became-required', 'became required.');
        if (wasRequired && !isRequired) {
          say('became-optional', request ? 'became optional.' : 'became optional: clients relying on it being present break.');
        }
        this.compare(b, a, nameOf(prop), pool?.properties.get(prop));
      },
      added: (a, prop) => {
        const av = viewOfAll(this.ctx.after, a);
        // Already listed in `required` before: the field existed (its definition lived elsewhere, e.g. the parent).
        if (hidden(av) || before.required.has(prop) || this.inVariants(this.ctx.before, before, prop)) return;
        if (request && after.required.has(prop))
          this.emit('new-required-property', before.ptr, av.ptr, nameOf(prop), 'added as required; existing clients do not send it.');
        else this.emit('property-added', before.ptr, av.ptr, nameOf(prop), 'added.');
      },
    });
  }

  /** The enum values of every member of `before`'s and `after`'s oneOf/anyOf, at the member and one property deep. */
  private enumPool(before: SchemaView, after: SchemaView): EnumPool {
    const pool: EnumPool = { before: new Set(), after: new Set(), properties: new Map() };
    const collect = (doc: DiffContext['before'], view: SchemaView, side: 'before' | 'after') => {
      for (const v of view.variants) {
        const member = viewOfAll(doc, [v.loc]);
        for (const value of member.enum ?? []) pool[side].add(JSON.stringify(value));
        for (const [prop, locs] of member.properties) {
          const inner = pool.properties.get(prop) ?? { before: new Set<string>(), after: new Set<string>(), properties: new Map() };
          pool.properties.set(prop, inner);
          for (const value of viewOfAll(doc, locs).enum ?? []) inner[side].add(JSON.stringify(value));
        }
      }
    };
    collect(this.ctx.before, before, 'before');
    collect(this.ctx.after, after, 'after');
    return pool;
  }

  /** Whether a oneOf/anyOf member defines the property: a definition moved between parent and members is no change. */
  private inVariants(doc: DiffContext['before'], view: SchemaView, prop: string): boolean {
    return view.variants.some((v) => viewOfAll(doc, [v.loc]).properties.has(prop));
  }

  private compareVariants(before: SchemaView, after: SchemaView, name: string): void {
    if (before.variants.length === 0 && after.variants.length === 0) return;
    const pool = this.enumPool(before, after);
    const byKey = (view: SchemaView) => new Map(view.variants.map((v) => [v.key, v]));
    pairUp(byKey(before), byKey(after), {
      removed: (v) => this.emit('variant-removed', v.loc.ptr, after.ptr, name, `variant ${v.key} removed.`),
      kept: (v, match) => this.compare([v.loc], [match.loc], name, pool),
      added: (v) => {
        const tail = this.direction === 'response' ? ' Clients that handle every variant break.' : '';
        this.emit('variant-added', before.ptr, v.loc.ptr, name, `variant ${v.key} added.${tail}`);
      },
    });
  }
}

export function compareSchemas(ctx: DiffContext, before: Located<unknown>, after: Located<unknown>, place: SchemaPlace): void {
  new SchemaComparison(ctx, place).compare([before], [after], '');
}

/** The schema of a parameter or header: `schema`, or the schema of its single `content` entry. */
export function schemaOf(loc: Located): Located<unknown> | undefined {
  if (loc.node.schema) return { node: loc.node.schema, ptr: child(loc.ptr, 'schema') };
  const [mediaType, media] = Object.entries(asJson(loc.node.content))[0] ?? [];
  const schema = asJson(media).schema;
  if (mediaType && schema) return { node: schema, ptr: child(loc.ptr, 'content', mediaType, 'schema') };
  return undefined;
}
