// The shape every sample parser (curl, Node fetch, Ruby Net::HTTP) reduces a guide's code to, so
// one checker (check-sample.ts) can compare it with the spec whatever the language.

export type SampleLanguage = 'curl' | 'node' | 'ruby';

/** The environment variables a sample reads where the request is addressed, by role (each parser fills it). */
export interface SampleVariables {
  /** In the URL's host (`https://$API_HOST`). */
  host: string[];
  /** In the URL's path, by segment. */
  path: string[];
  /** In header values, by header name. */
  headers: { name: string; variables: string[] }[];
}

/** Marks a value the parser cannot know statically (a variable, a call): only its presence counts. */
export const UNKNOWN = Symbol('unknown value');

export type StaticValue = string | number | boolean | null | typeof UNKNOWN | StaticValue[] | { [key: string]: StaticValue };

export interface RequestSample {
  language: SampleLanguage;
  file: string;
  /** 1-based line in `file` of the request (the curl command, the fetch call, the Net::HTTP request). */
  line: number;
  method: string;
  /**
   * Path after the host, placeholders as `{}` (`/v1/checkouts/{}/complete`); undefined when the
   * path is computed at run time (`${BASE_URL}${path}`), which no static check can follow.
   */
  path?: string;
  /** Names of query parameters written in the URL. */
  query: string[];
  /** Header names sent (any case); undefined when the headers are computed at run time. */
  headers?: string[];
  /** The JSON body, when the sample sends one. */
  body?: { value: StaticValue } | { unparsable: string };
  /** The environment variables the URL and the header values read (checked against sample-variables.ts). */
  variables?: SampleVariables;
  /** Node only: the body's object literal source and the identifiers it uses, for the type check. */
  bodySource?: { text: string; identifiers: string[]; line: number };
}

export interface SampleProblem {
  file: string;
  line: number;
  message: string;
}

export const formatSampleProblem = (p: SampleProblem) => `${p.file}:${p.line}: ${p.message}`;
