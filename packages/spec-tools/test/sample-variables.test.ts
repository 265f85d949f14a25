// The samples' one set of variable names (@paydocs/request-validator's sample-variables.ts): the names the reference's generator
// gives, the variables each language's parser reads where a request is addressed, and the checker's verdict on
// each, given/want.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the samples under test are JavaScript source held as text.
import { describe, expect, test } from 'vitest';
import { parseCurl, parseNode, parseRuby } from '../src/samples/index.ts';
import { environmentVariables, headerVariable, pathVariable, urlVariables, variableProblems } from '@paydocs/request-validator';

describe('pathVariable', () => {
  const cases: { template: string; index: number; want: string }[] = [
    { template: '/checkouts/{id}', index: 2, want: 'CHECKOUT_ID' },
    { template: '/sub_accounts/{id}/settings', index: 2, want: 'SUB_ACCOUNT_ID' },
    { template: '/payment_methods/{token}/clone', index: 2, want: 'PAYMENT_METHOD_TOKEN' },
    { template: '/entities/business/{id}', index: 3, want: 'BUSINESS_ID' },
    { template: '/payment_method_groups/{id}/payment_methods/{payment_method_id}', index: 4, want: 'PAYMENT_METHOD_ID' },
    { template: '/payment_method_groups/{id}/payment_methods/{payment_method_id}', index: 2, want: 'PAYMENT_METHOD_GROUP_ID' },
  ];
  test.each(cases)('$template segment $index -> $want', ({ template, index, want }) => {
    expect(pathVariable(template.split('/'), index)).toBe(want);
  });
});

describe('headerVariable', () => {
  test.each([
    { name: 'Sub-Account', want: 'SUB_ACCOUNT_ID' },
    { name: 'sub-account', want: 'SUB_ACCOUNT_ID' },
    { name: 'X-Request-Source', want: 'X_REQUEST_SOURCE' },
  ])('$name -> $want', ({ name, want }) => expect(headerVariable(name)).toBe(want));
});

describe('environmentVariables and urlVariables', () => {
  test.each([
    { language: 'curl', text: '"https://$API_HOST/v1/checkouts/$CHECKOUT_ID"', want: { host: ['API_HOST'], path: ['CHECKOUT_ID'] } },
    {
      language: 'node',
      text: '`https://${process.env.API_HOST}/v1/checkouts/${process.env.ID}`',
      want: { host: ['API_HOST'], path: ['ID'] },
    },
    { language: 'node', text: '`${BASE_URL}/checkouts/${checkoutId}`', want: { host: [], path: [] } },
    {
      language: 'ruby',
      text: '"https://#{ENV.fetch("HOST")}/v1/payments/#{ENV["PAYMENT_ID"]}"',
      want: { host: ['HOST'], path: ['PAYMENT_ID'] },
    },
    { language: 'curl', text: '"https://$API_HOST/v1/checkouts?sub_account_id=$SUB_ACCOUNT_ID"', want: { host: ['API_HOST'], path: [] } },
  ] as const)('$language $text', ({ language, text, want }) => expect(urlVariables(text.slice(1, -1), language)).toEqual(want));

  test('a command substitution is no variable', () => {
    expect(environmentVariables('Idempotency-Key: $(uuidgen) $ACCESS_TOKEN', 'curl')).toEqual(['ACCESS_TOKEN']);
  });

  test('a constant at the head of a Node URL is read through', () => {
    const code = 'const BASE_URL = `https://${process.env.HOST}/v1`;\nawait fetch(`${BASE_URL}/checkouts/${process.env.CHECKOUT_ID}`);';
    expect(parseNode(code, 'g.mdx', 1)[0]?.variables).toMatchObject({ host: ['HOST'], path: ['CHECKOUT_ID'] });
  });
});

describe('variableProblems', () => {
  const cases: { name: string; given: Parameters<typeof variableProblems>[0]; want: RegExp[] }[] = [
    {
      name: 'the site names pass',
      given: {
        host: ['API_HOST'],
        path: ['CHECKOUT_ID'],
        headers: [
          { name: 'Authorization', variables: ['ACCESS_TOKEN'] },
          { name: 'Sub-Account', variables: ['SUB_ACCOUNT_ID'] },
        ],
      },
      want: [],
    },
    { name: 'another host name', given: { host: ['HOST'], path: [], headers: [] }, want: [/API host is \$API_HOST.*not \$HOST/] },
    { name: 'a bare $ID', given: { host: [], path: ['ID'], headers: [] }, want: [/\$<RESOURCE>_ID.*not \$ID/] },
    {
      name: 'the Sub-Account header as $SUB_ACCOUNT',
      given: { host: [], path: [], headers: [{ name: 'Sub-Account', variables: ['SUB_ACCOUNT'] }] },
      want: [/Sub-Account header reads \$SUB_ACCOUNT_ID.*not \$SUB_ACCOUNT$/],
    },
    {
      name: 'the token as $TOKEN',
      given: { host: [], path: [], headers: [{ name: 'authorization', variables: ['TOKEN'] }] },
      want: [/authorization header reads \$ACCESS_TOKEN.*not \$TOKEN/],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const problems = variableProblems(given);
    expect(problems).toHaveLength(want.length);
    for (const [i, re] of want.entries()) expect(problems[i]).toMatch(re);
  });
});

describe('each parser reads the variables where the request is addressed', () => {
  const want = {
    host: ['API_HOST'],
    path: ['CHECKOUT_ID'],
    headers: [
      { name: 'Authorization', variables: ['ACCESS_TOKEN'] },
      { name: 'Sub-Account', variables: ['SUB_ACCOUNT'] },
    ],
  };
  test('curl', () => {
    const code =
      'curl "https://$API_HOST/v1/checkouts/$CHECKOUT_ID" \\\n  -H "Authorization: Bearer $ACCESS_TOKEN" \\\n  -H "Sub-Account: $SUB_ACCOUNT"';
    expect(parseCurl(code, 'g.mdx', 1)[0]?.variables).toEqual(want);
  });
  test('node', () => {
    const code = [
      'const response = await fetch(`https://${process.env.API_HOST}/v1/checkouts/${process.env.CHECKOUT_ID}`, {',
      '  // biome-ignore lint: sample',
      "  headers: { Authorization: `Bearer ${process.env.ACCESS_TOKEN}`, 'Sub-Account': process.env.SUB_ACCOUNT },",
      '});',
    ].join('\n');
    expect(parseNode(code, 'g.mdx', 1)[0]?.variables).toEqual(want);
  });
  test('ruby', () => {
    const code = [
      'uri = URI("https://#{ENV.fetch("API_HOST")}/v1/checkouts/#{ENV.fetch("CHECKOUT_ID")}")',
      'request = Net::HTTP::Get.new(uri)',
      'request["Authorization"] = "Bearer #{ENV.fetch("ACCESS_TOKEN")}"',
      'request["Sub-Account"] = ENV.fetch("SUB_ACCOUNT")',
    ].join('\n');
    expect(parseRuby(code, 'g.mdx', 1)[0]?.variables).toEqual(want);
  });
});
