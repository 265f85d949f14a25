import { describe, expect, test } from 'vitest';
import { notDocumentedIn, SOURCE_TALK, splitNotes, splitNotShown, standaloneAssumptionsIn } from './marks.ts';

describe('splitNotShown', () => {
  const cases: { given: string; want: ReturnType<typeof splitNotShown> }[] = [
    { given: 'which statuses accept a void.', want: { question: 'which statuses accept a void.', assumed: undefined } },
    {
      given: 'the success status of this call.\n  Assumed: 201 Created, as for the other create calls.',
      want: { question: 'the success status of this call.', assumed: '201 Created, as for the other create calls.' },
    },
    {
      given: 'the names. Assumed: `payment` and `payout`. Assumed: every response carries both.',
      want: { question: 'the names.', assumed: '`payment` and `payout`; every response carries both.' },
    },
    {
      // only the closing full stop of each assumption goes before the `;`, not a dot inside it
      given: 'the version. Assumed: v1.2 is used. Assumed: the host is api.example.com.',
      want: { question: 'the version.', assumed: 'v1.2 is used; the host is api.example.com.' },
    },
    {
      // YAML folding: runs of spaces and newlines read as one space, around the label too
      given: '  the  success\n   status.\n  Assumed:   201\n  Created.  ',
      want: { question: 'the success status.', assumed: '201 Created.' },
    },
    { given: 'Assumed: only an assumption.', want: { question: '', assumed: 'only an assumption.' } },
    // one assumption is kept as written, even without a closing full stop; blanks around a bare question go
    { given: 'the status. Assumed: 201 Created', want: { question: 'the status.', assumed: '201 Created' } },
    { given: '  which statuses accept a void  ', want: { question: 'which statuses accept a void', assumed: undefined } },
    { given: 'Assumed:no space after the label.', want: { question: '', assumed: 'no space after the label.' } },
  ];
  test.each(cases)('$given', ({ given, want }) => expect(splitNotShown(given)).toEqual(want));
});

describe('notDocumentedIn', () => {
  const cases: { given: string; want: ReturnType<typeof notDocumentedIn> }[] = [
    { given: 'Kind of payout.', want: [] },
    { given: 'Kind of payout. Not documented: its values.', want: [{ question: 'its values.', assumed: undefined }] },
    {
      given: 'The host. Not documented: the base path. Assumed: `/v1` for every call. Ask your provider.',
      want: [{ question: 'the base path.', assumed: '`/v1` for every call.' }],
    },
    {
      given: 'Not documented:its values.\n  Assumed:none. Not documented:  the  limits.',
      want: [
        { question: 'its values.', assumed: 'none.' },
        { question: 'the limits.', assumed: undefined },
      ],
    },
  ];
  test.each(cases)('$given', ({ given, want }) => expect(notDocumentedIn(given)).toEqual(want));
});

describe('standaloneAssumptionsIn', () => {
  const cases: { given: string; want: ReturnType<typeof standaloneAssumptionsIn> }[] = [
    { given: 'Kind of payout.', want: [] },
    { given: 'Kind. Not documented: its values. Assumed: two.', want: [] },
    {
      given: 'A non-integer amount is rejected with `amount_must_be_an_integer`. Assumed: the error code, read\n  from its name.',
      want: [
        { claim: 'A non-integer amount is rejected with `amount_must_be_an_integer`.', assumed: 'the error code, read from its name.' },
      ],
    },
    {
      given: 'Send card or token. Assumed: exactly one. Not documented: the limit. Assumed: none.',
      want: [{ claim: 'Send card or token.', assumed: 'exactly one.' }],
    },
    { given: 'Assumed: alone, with nothing before it.', want: [] },
  ];
  test.each(cases)('$given', ({ given, want }) => expect(standaloneAssumptionsIn(given)).toEqual(want));
});

describe('SOURCE_TALK', () => {
  const cases: [string, boolean][] = [
    ['The product spec does not show it.', true],
    ['the upstream API documentation', true],
    ['Not documented: which statuses accept a void.', false],
    ['Upstreaming is a word we do not use', false],
  ];
  test.each(cases)('%s -> %s', (text, want) => expect(SOURCE_TALK.test(text)).toBe(want));
});

// A table's or a page's notes: the text without them, each note on one line.
describe('splitNotes', () => {
  test.each([
    {
      given: 'When the report ran. Not documented: its format. Assumed: an RFC 3339 date-time.',
      want: { text: 'When the report ran.', notes: ['Not documented: its format. Assumed: an RFC 3339 date-time.'] },
    },
    {
      given: 'Fee amount in cents. Not documented: its range.',
      want: { text: 'Fee amount in cents.', notes: ['Not documented: its range.'] },
    },
    {
      given: 'Send card, bank_account or token. Assumed: exactly one of them. The component keeps card data off your servers.',
      want: {
        text: 'Send card, bank_account or token. The component keeps card data off your servers.',
        notes: ['Assumed: exactly one of them.'],
      },
    },
    {
      given: 'Expiry year.\n  Not documented: its format (two or\n  four digits).',
      want: { text: 'Expiry year.', notes: ['Not documented: its format (two or four digits).'] },
    },
    { given: 'Unique identifier of the report.', want: { text: 'Unique identifier of the report.', notes: [] } },
    { given: 'Which fields are required is not documented.', want: { text: 'Which fields are required is not documented.', notes: [] } },
  ])('$given', ({ given, want }) => {
    expect(splitNotes(given)).toEqual(want);
  });
});
