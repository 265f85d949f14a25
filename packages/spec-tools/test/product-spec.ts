// Reads the lists the spec must cover out of the product spec's prose (shared/product-spec.md):
// section 4 (state enumerations, webhook event names) and section 8 (error codes).

/** The body of `## <n>. ...` up to the next `## ` heading. */
export function section(markdown: string, n: number): string {
  const start = markdown.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) throw new Error(`product spec has no section ${n}`);
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

const bullets = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());

const SNAKE = /^[a-z][a-z0-9_]*$/;

/**
 * `Label: a, b, c.` clauses of a bullet, where every item is a snake_case value. Parentheses
 * (asides such as "(processing only for terminal payments)") are dropped first; `x or y` counts
 * as a list; a clause ends at `. ` or `;`.
 */
export function labelledLists(text: string): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  const plain = text.replace(/\([^()]*\)/g, '');
  for (const clause of plain.split(/\.\s+|;\s*|\.$/)) {
    const match = /^\s*([A-Za-z][A-Za-z_ ]*):\s*(.+)$/.exec(clause);
    if (!match) continue;
    const values = match[2]!
      .split(/,\s*|\s+or\s+/)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length > 0 && values.every((v) => SNAKE.test(v))) lists.set(match[1]!.trim(), values);
  }
  return lists;
}

/** Section 4's state lists, keyed by label ("Payment", "Completion payment_status", ...). */
export function stateLists(markdown: string): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const bullet of bullets(section(markdown, 4))) {
    if (bullet.startsWith('Webhook event names:')) continue;
    for (const [label, values] of labelledLists(bullet)) lists.set(label, values);
  }
  return lists;
}

/**
 * Section 4's webhook event names, written per family: the first name is full and the rest
 * continue its prefix ("payment.dispute.created, closed" -> payment.dispute.closed;
 * "payment.created, ..., refund.updated" -> payment.refund.updated).
 */
export function webhookEventNames(markdown: string): string[] {
  const line = bullets(section(markdown, 4)).find((b) => b.startsWith('Webhook event names:'));
  if (!line) throw new Error('product spec section 4 has no "Webhook event names:" bullet');
  return line
    .slice('Webhook event names:'.length)
    .replace(/\.$/, '')
    .split(';')
    .flatMap((family) => {
      const [first, ...rest] = family.split(',').map((name) => name.trim());
      if (!first?.includes('.')) throw new Error(`cannot read the event family "${family.trim()}"`);
      const prefix = first.slice(0, first.lastIndexOf('.'));
      return [first, ...rest.map((name) => `${prefix}.${name}`)];
    });
}

/** Section 8's error codes, keyed by group label ("Required", "Card", "Refunds and voids", ...). */
export function errorCodeGroups(markdown: string): Map<string, string[]> {
  const text = section(markdown, 8);
  const codes = text.slice(text.indexOf('Codes:'), text.indexOf('- 402 error object'));
  const groups = new Map<string, string[]>();
  for (const bullet of bullets(codes)) {
    for (const [label, values] of labelledLists(bullet)) groups.set(label, values);
  }
  return groups;
}
