// The request-sample languages the guides show side by side, and how a code fence is recognised
// as one of them. Shared by the tabs (remark-code-tabs.ts, the runtime) and the sample checker.

export interface SampleLanguage {
  /** Stable key, stored in localStorage (`code-lang`) and used in data attributes. */
  key: 'curl' | 'node' | 'ruby';
  /** Tab label. */
  label: string;
}

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  { key: 'curl', label: 'curl' },
  { key: 'node', label: 'Node' },
  { key: 'ruby', label: 'Ruby' },
];

/**
 * The sample language of a fence, or undefined when it is not a request sample: a shell fence
 * counts only when it runs curl (`export VAR=...` blocks are setup, not a sample).
 */
export function sampleLanguageOf(lang: string | null | undefined, code: string): SampleLanguage['key'] | undefined {
  switch ((lang ?? '').toLowerCase()) {
    case 'bash':
    case 'sh':
    case 'shell':
      return /(^|\s)curl\s/.test(code) ? 'curl' : undefined;
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return 'node';
    case 'ruby':
    case 'rb':
      return 'ruby';
    default:
      return undefined;
  }
}
