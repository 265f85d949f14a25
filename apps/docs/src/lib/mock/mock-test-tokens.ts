// The rows of <MockTestTokens>: the local mock's own test tokens (@paydocs/mock's table,
// derived from the error catalogue's card codes), each with what the mock answers. These are the mock's values,
// never the API's: the API publishes no test tokens.
import { MOCK_SUCCESS_TOKEN, mockTestTokens } from '@paydocs/mock/test-tokens';
import type { SpecModel } from '../spec/spec-model.ts';

export interface MockTokenRow {
  token: string;
  /** What the mock answers, in Markdown (`402` with `card_declined`, ...). */
  answer: string;
  /** The catalogue's description of the code, or what a success means. */
  meaning: string;
}

export const MOCK_TOKENS_INTRO =
  "The local mock (`paydocs-mock`) and Try it accept these payment tokens. They are the mock's own test values, not the API's, and work only against the mock.";

export function mockTokenRows(model: SpecModel): MockTokenRow[] {
  const success: MockTokenRow = {
    token: MOCK_SUCCESS_TOKEN,
    answer: 'a succeeded payment (any token not listed here does the same)',
    meaning: 'The card is charged.',
  };
  return [
    success,
    ...mockTestTokens(model.doc).map((t) => ({
      token: t.token,
      answer: `\`${t.status}\` with \`${t.code}\`${t.declineCode ? ` and \`decline_code\` \`${t.declineCode}\`` : ''}; a checkout completion \`failed\` with that \`payment_error_code\``,
      meaning: t.description,
    })),
  ];
}
