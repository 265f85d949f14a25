// The parsers that turn a guide's curl and Ruby code into request samples, given/want: the words of a shell
// command, the API target of a sample's URL, and the method, path, query names, headers, body and line each
// curl command and Ruby Net::HTTP request stands for. samples.test.ts holds the first cases of each parser and
// the checker end to end; these are the cases a guide's code can take beyond them.
import { describe, expect, test } from 'vitest';
import { parseCurl } from '../src/samples/parse-curl.ts';
import { parseRuby } from '../src/samples/parse-ruby.ts';
import { HOLE, readSampleUrl, type UrlTarget } from '../src/samples/sample-url.ts';
import { shellWords } from '../src/samples/shell-words.ts';
import { type RequestSample, UNKNOWN } from '@paydocs/request-validator';

describe('shellWords', () => {
  test.each<[string, string, string[]]>([
    ['a bare command substitution is one word, spaces and all', 'curl -H X-Id:$(uuidgen -r) x', ['curl', '-H', 'X-Id:$(uuidgen -r)', 'x']],
    ['parentheses inside a command substitution', 'x $(a (b) c)d e', ['x', '$(a (b) c)d', 'e']],
    ['an escaped parenthesis before a command substitution', 'x \\)$(b c) y', ['x', ')$(b c)', 'y']],
    ['an unclosed command substitution runs to the end', 'x $(a b', ['x', '$(a b']],
    ['a trailing backslash is dropped', 'x a\\', ['x', 'a']],
    ['an unquoted variable is kept as written', 'curl -H X-Key:$KEY https://x', ['curl', '-H', 'X-Key:$KEY', 'https://x']],
    ['escaped parentheses are plain characters', 'echo \\(a b\\)', ['echo', '(a', 'b)']],
  ])('%s', (_name, given, want) => {
    expect(shellWords(given)).toEqual(want);
  });
});

describe('readSampleUrl', () => {
  // given a URL whose run-time pieces are HOLE; want the API path and query names, or why there is none
  const url = (text: string) => text.replaceAll('$', HOLE);
  test.each<[string, string, UrlTarget]>([
    ['a path and query names', 'https://$/v1/payments?limit=5&after=$', { kind: 'api', path: '/v1/payments', query: ['limit', 'after'] }],
    ['a hole as a whole segment', 'https://$/v1/checkouts/$/complete', { kind: 'api', path: '/v1/checkouts/{}/complete', query: [] }],
    ['the bare host is the root path', 'https://$', { kind: 'api', path: '/', query: [] }],
    ['a percent-encoded query name is decoded', 'https://$/v1/a?na%6De=1#top', { kind: 'api', path: '/v1/a', query: ['name'] }],
    ['a path glued to the host variable is computed', 'https://$$', { kind: 'dynamic' }],
    ['a hole inside the last segment', 'https://$/v1/checkouts/cko_$', { kind: 'dynamic' }],
    ['a computed query name', 'https://$/v1/a?$=1', { kind: 'dynamic' }],
    ['another host', 'https://files.example.com/v1/a', { kind: 'other' }],
    ['the API URL inside another URL', 'https://proxy.example.com/?to=https://$/v1/a', { kind: 'other' }],
    ['plain http', 'http://$/v1/a', { kind: 'other' }],
  ])('%s', (_name, given, want) => {
    expect(readSampleUrl(url(given))).toEqual(want);
  });
});

describe('parseCurl', () => {
  // given a shell fence starting on line 1; want its samples (partial objects, every sample listed)
  test.each<[string, string, Partial<RequestSample>[]]>([
    [
      'two commands, one per line, the first with an escaped-quote body',
      'curl "https://$H/v1/a" -d "{\\"a\\":1}"\ncurl "https://$H/v1/b"',
      [
        { language: 'curl', line: 1, method: 'POST', path: '/v1/a', headers: [], body: { value: { a: 1 } } },
        { language: 'curl', line: 2, method: 'GET', path: '/v1/b', headers: [] },
      ],
    ],
    [
      'continuation lines, trailing spaces after a backslash, flags before the URL',
      'curl -sS --fail \\  \n  "https://$H/v1/a" \\\n  -H "Accept: application/json"\necho done',
      [{ line: 1, method: 'GET', path: '/v1/a', headers: ['Accept'] }],
    ],
    [
      'a continued line that holds escaped quotes',
      'curl -d "{\\"a\\": 1}" \\\n  "https://$H/v1/a"',
      [{ method: 'POST', path: '/v1/a', body: { value: { a: 1 } } }],
    ],
    ['curl after another word', 'time curl "https://$H/v1/a"', [{ path: '/v1/a' }]],
    [
      'long flags, a lower-case method, a header name trimmed',
      'curl --request put --header "X-A : 1" "https://$H/v1/a"',
      [{ method: 'PUT', headers: ['X-A'] }],
    ],
    ['-X without a value', 'curl "https://$H/v1/a" -X', [{ method: 'GET' }]],
    [
      '--json sends the JSON content type',
      `curl "https://$H/v1/a" --json '{"a":1}'`,
      [{ method: 'POST', headers: ['Content-Type'], body: { value: { a: 1 } } }],
    ],
    ['-T uploads with PUT', 'curl -T a.pdf "https://$H/v1/files"', [{ method: 'PUT', path: '/v1/files' }]],
    ['--upload-file uploads with PUT', 'curl --upload-file a.pdf "https://$H/v1/files"', [{ method: 'PUT', path: '/v1/files' }]],
    ['-F posts a form', 'curl -F file=@a.pdf "https://$H/v1/files"', [{ method: 'POST', path: '/v1/files' }]],
    ['--form posts a form', 'curl --form file=@a.pdf "https://$H/v1/files"', [{ method: 'POST', path: '/v1/files' }]],
    [
      'shell variables inside a list are run-time values',
      `curl "https://$H/v1/a" -d '{"items": ["$SKU", "b"], "n": [1]}'`,
      [{ body: { value: { items: [UNKNOWN, 'b'], n: [1] } } }],
    ],
    ['a body read from a file', 'curl "https://$H/v1/a" -d @body.json', [{ method: 'POST', body: { value: UNKNOWN } }]],
    [
      'a body that is not JSON',
      `curl "https://$H/v1/a" -d 'amount=100'`,
      [{ body: { unparsable: expect.stringMatching(/^the -d body is not JSON \(.+\)$/) } }],
    ],
    ['a computed path has no path and no query names', 'curl "https://$H/v1$P?limit=1"', [{ path: undefined, query: [] }]],
    ['a curl without a URL', 'curl --version', []],
  ])('%s', (_name, given, want) => {
    const samples = parseCurl(given, 'f', 1);
    expect(samples).toHaveLength(want.length);
    expect(samples).toMatchObject(want);
  });
});

describe('parseRuby', () => {
  // given a Ruby fence starting on line 1; want its samples (partial objects, every sample listed)
  test.each<[string, string, Partial<RequestSample>[]]>([
    [
      'an instance variable URI with a query',
      '@uri = URI("https://#{host}/v1/payments?limit=10")\nrequest = Net::HTTP::Get.new(@uri)\nrequest["Authorization"] = "Bearer #{token}"',
      [{ language: 'ruby', line: 2, method: 'GET', path: '/v1/payments', query: ['limit'], headers: ['Authorization'] }],
    ],
    [
      'a request variable reused, the URI reassigned between',
      [
        'uri = URI("https://#{host}/v1/checkouts")',
        'request = Net::HTTP::Post.new(uri)',
        'request.body = { amount: 100 }.to_json',
        'request["Idempotency-Key"] = SecureRandom.uuid',
        'response = http.request(request)',
        'uri = URI("https://#{host}/v1/checkouts/#{id}")',
        'request = Net::HTTP::Get.new(uri)',
        'request["Authorization"] = "Bearer #{token}"',
      ].join('\n'),
      [
        { line: 2, method: 'POST', path: '/v1/checkouts', headers: ['Idempotency-Key'], body: { value: { amount: 100 } } },
        { line: 7, method: 'GET', path: '/v1/checkouts/{}', headers: ['Authorization'] },
      ],
    ],
    [
      'a request variable reused right after the last header of the first request',
      [
        'uri = URI("https://#{host}/v1/checkouts")',
        'request = Net::HTTP::Post.new(uri)',
        'request.body = { amount: 100 }.to_json',
        'request["Idempotency-Key"] = SecureRandom.uuid',
        'request = Net::HTTP::Get.new(uri)',
      ].join('\n'),
      [
        { line: 2, method: 'POST', headers: ['Idempotency-Key'] },
        { line: 5, method: 'GET', headers: [] },
      ],
    ],
    [
      'a URI built from a variable is not the API',
      'uri = URI(upload_url)\nrequest = Net::HTTP::Put.new(uri)\nNet::HTTP.post(uri, body)',
      [],
    ],
    ['no spaces around =', 'uri = URI("https://#{h}/v1/a")\nrequest=Net::HTTP::Get.new(uri)', [{ method: 'GET', path: '/v1/a' }]],
    [
      'a computed path has no path and no query names',
      'uri = URI("https://#{host}#{path}?limit=1")\nrequest = Net::HTTP::Get.new(uri)\nNet::HTTP.post(uri, body.to_json)',
      [
        { method: 'GET', path: undefined, query: [] },
        { method: 'POST', path: undefined, query: [] },
      ],
    ],
    [
      'a body written as a JSON string is not read',
      'uri = URI("https://#{h}/v1/a")\nrequest = Net::HTTP::Post.new(uri)\nrequest.body = \'{"amount": 100}\'',
      [{ body: { value: UNKNOWN } }],
    ],
    [
      '.to_json on the next line',
      'uri = URI("https://#{h}/v1/a")\nrequest = Net::HTTP::Post.new(uri)\nrequest.body = {\n  amount: 100\n}\n  .to_json',
      [{ body: { value: { amount: 100 } } }],
    ],
    [
      'Net::HTTP.post on one line, no spaces, a query name',
      'uri = URI("https://#{h}/v1/refunds?expand=payment")\nresponse = Net::HTTP.post(uri,{ amount: 100 }.to_json,"Content-Type"=>"application/json")',
      [
        {
          language: 'ruby',
          line: 2,
          method: 'POST',
          path: '/v1/refunds',
          query: ['expand'],
          headers: ['Content-Type'],
          body: { value: { amount: 100 } },
        },
      ],
    ],
    [
      'Net::HTTP.post with a body variable still reads its headers',
      'uri = URI("https://#{h}/v1/refunds")\nresponse = Net::HTTP.post(uri, body, "Content-Type" => "application/json")',
      [{ headers: ['Content-Type'], body: { value: UNKNOWN } }],
    ],
    [
      'two one-line Net::HTTP.post calls, each with its own headers',
      [
        'uri = URI("https://#{h}/v1/a")',
        'Net::HTTP.post(uri, { a: 1 }.to_json, "Content-Type" => "application/json")',
        'Net::HTTP.post(uri, { b: 2 }.to_json, "Idempotency-Key" => key)',
      ].join('\n'),
      [
        { line: 2, headers: ['Content-Type'], body: { value: { a: 1 } } },
        { line: 3, headers: ['Idempotency-Key'], body: { value: { b: 2 } } },
      ],
    ],
  ])('%s', (_name, given, want) => {
    const samples = parseRuby(given, 'f', 1);
    expect(samples).toHaveLength(want.length);
    expect(samples).toMatchObject(want);
  });
});
