import { expect, test } from 'vitest';
import { llmsTxt, readingOrder } from './llms-txt.ts';

test('llms.txt has a title, a one-line summary and links to guides and the spec', () => {
  const text = llmsTxt({
    title: 'Payments API documentation',
    summary: 'Onboard sub accounts\nand take payments.',
    guides: [{ title: 'Getting Started', description: 'First call.', href: 'https://docs.example.com/gettingStarted.md' }],
    specLinks: [{ label: 'OpenAPI description (JSON)', href: '/openapi.json', description: 'Bundled OpenAPI 3.1.' }],
  });
  expect(text).toBe(
    [
      '# Payments API documentation',
      '',
      '> Onboard sub accounts and take payments.',
      '',
      '## Guides',
      '',
      '- [Getting Started](https://docs.example.com/gettingStarted.md): First call.',
      '',
      '## API description',
      '',
      '- [OpenAPI description (JSON)](/openapi.json): Bundled OpenAPI 3.1.',
      '',
    ].join('\n'),
  );
});

test('reading order: sidebar first, then the rest alphabetically, no duplicates or unknown ids', () => {
  expect(readingOrder(['b', 'a', 'ghost', 'a'], ['a', 'b', 'd', 'c'])).toEqual(['b', 'a', 'c', 'd']);
});
