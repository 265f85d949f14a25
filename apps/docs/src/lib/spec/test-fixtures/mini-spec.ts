// A small bundled-style OpenAPI 3.1 document for unit tests: every shape the lib reads appears
// once (allOf envelopes, inline nested objects, enums with x-extensions, webhooks, rules), and the
// schemas and parameters the tools and <WebComponentScopes> read.
import type { OpenAPIObject as OpenApiDocument } from '@paydocs/spec-access';

export const miniSpec: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Mini API',
    version: '1.0.0',
    'x-business-constants': {
      access_token_lifetime: { value: 24, unit: 'hours', description: 'Lifetime of an access token.' },
      payout_time: { value: '11:30', unit: 'time of day (Central US time)', description: 'Daily payout run.' },
      checkout_expiry: { value: 1, unit: 'weeks', description: 'Checkout lifetime.' },
      countries: { value: ['USA', 'CAN'], unit: 'country codes', description: 'Countries.' },
      settlement: { value: 'same day', unit: 'settlement timing', description: 'Expedited.' },
      underwriting: { value: 'a few', unit: 'business days (at most)', description: 'Underwriting.' },
    },
  },
  tags: [
    { name: 'Payments', description: 'Payments.' },
    { name: 'Payment intents', description: 'Legacy.' },
  ],
  paths: {
    '/payments': {
      post: {
        operationId: 'createPayment',
        summary: 'Create a payment',
        description: 'Charges a card.',
        tags: ['Payments'],
        parameters: [
          { $ref: '#/components/parameters/IdempotencyKeyRequired' },
          { name: 'Sub-Account', in: 'header', required: true, description: 'Sub account id.', schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymentCreateInput' }, example: { amount: 1000 } } },
        },
        responses: {
          '201': {
            description: 'Created.',
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/Envelope' },
                    { type: 'object', properties: { data: { $ref: '#/components/schemas/Payment', description: 'The payment.' } } },
                  ],
                },
                examples: { created: { $ref: '#/components/examples/PaymentCreated' } },
              },
            },
          },
          '400': { $ref: '#/components/responses/BadRequest' },
        },
        'x-rules': [{ id: 'amount-range', description: 'Amount above 50 cents.' }],
      },
      get: {
        operationId: 'listPayments',
        summary: 'List payments',
        tags: ['Payments'],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } }],
        responses: {
          '200': {
            description: 'A page.',
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/ListEnvelope' },
                    { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Payment' } } } },
                  ],
                },
              },
            },
          },
        },
      },
    },
    '/payment_intents/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'getPaymentIntent',
        summary: 'Get a payment intent',
        tags: ['Payment intents'],
        deprecated: true,
        responses: { '200': { description: 'OK.' }, '404': { $ref: '#/components/responses/NotFound' } },
      },
    },
  },
  webhooks: {
    'payment.created': {
      post: {
        summary: 'A payment was created',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/Event' },
                  { type: 'object', properties: { data: { $ref: '#/components/schemas/Payment' } } },
                ],
              },
            },
          },
        },
        responses: { '200': { description: 'Acknowledge within 5 seconds.' } },
      },
    },
    'payment.dispute.created': {
      post: {
        operationId: 'paymentDisputeCreatedWebhook',
        summary: 'A dispute was opened',
        'x-webhook-family': 'payment',
        responses: { '200': { description: 'OK.' } },
      },
    },
  },
  components: {
    parameters: {
      IdempotencyKeyRequired: {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description: 'Unique key.',
        schema: { type: 'string', maxLength: 255 },
      },
      // The headers <WebhookSignatureVerifier> names.
      WebhookTimestamp: {
        name: 'Mini-Timestamp',
        in: 'header',
        required: true,
        description: 'When it was signed.',
        schema: { type: 'string' },
      },
      WebhookSignature: { name: 'Mini-Signature', in: 'header', required: true, description: 'The signature.', schema: { type: 'string' } },
    },
    responses: {
      BadRequest: { description: 'Bad request.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      NotFound: { description: 'Not found.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
    examples: { PaymentCreated: { value: { id: 'py_1', type: 'payment', data: { id: 'py_1', amount: 1000 } } } },
    schemas: {
      Envelope: {
        type: 'object',
        required: ['id', 'type', 'data'],
        properties: { id: { type: ['string', 'null'] }, type: { type: 'string' }, data: { type: ['object', 'array'] } },
      },
      ListEnvelope: { allOf: [{ $ref: '#/components/schemas/Envelope' }] },
      Event: { type: 'object', properties: { event_name: { $ref: '#/components/schemas/WebhookEventName' }, data: { type: 'object' } } },
      Error: { type: 'object', required: ['code'], properties: { code: { $ref: '#/components/schemas/ErrorCode' } } },
      Payment: {
        title: 'Payment',
        type: 'object',
        required: ['id', 'amount'],
        properties: {
          id: { type: 'string', pattern: '^py_', readOnly: true, description: 'Payment id.' },
          amount: { type: 'integer', exclusiveMinimum: 50, exclusiveMaximum: 100000000, description: 'Amount in cents.' },
          status: { $ref: '#/components/schemas/PaymentStatus', description: 'Where the payment stands.' },
          customer_id: { type: 'string', deprecated: true, description: 'Use groups.' },
          payment: {
            type: 'object',
            description: 'Payment options.',
            required: ['expedited'],
            properties: { expedited: { type: 'boolean', default: false, description: 'ACH only.' } },
          },
          items: {
            type: 'array',
            minItems: 1,
            maxItems: 4,
            items: { type: 'object', properties: { quantity: { type: 'integer', minimum: 1 } } },
          },
          metadata: { type: 'object', additionalProperties: { type: 'string' } },
        },
        'x-rules': [{ id: 'payment-rule', description: 'A rule.' }],
        examples: [{ id: 'py_1', amount: 1000 }],
      },
      PaymentCreateInput: {
        allOf: [
          { $ref: '#/components/schemas/PaymentBase' },
          { type: 'object', required: ['currency'], properties: { currency: { type: 'string', enum: ['usd'], description: 'Currency.' } } },
        ],
      },
      PaymentBase: {
        type: 'object',
        required: ['amount'],
        properties: {
          amount: { type: 'integer', description: 'Amount.' },
          descriptor: { type: 'string', minLength: 5, maxLength: 22, description: 'Statement descriptor.' },
          tax_id: { type: 'string', writeOnly: true },
        },
      },
      PaymentStatus: {
        type: 'string',
        description: 'Status of a payment.',
        enum: ['pending', 'authorized', 'canceled', 'succeeded'],
        'x-enum-descriptions': { pending: 'Submitted.', authorized: 'Authorized.', canceled: 'Canceled.', succeeded: 'Charged.' },
        'x-state-transitions': {
          known: 'partial',
          note: 'Only captures and voids are shown.',
          initial: ['pending'],
          terminal: ['canceled'],
          transitions: [
            { from: 'authorized', to: 'succeeded', trigger: 'Capture.' },
            { from: 'authorized', to: 'canceled', trigger: 'Void.' },
            { from: 'succeeded', to: 'canceled', trigger: 'Void.' },
          ],
        },
      },
      PayoutStatus: {
        type: 'string',
        enum: ['paid', 'failed'],
        'x-state-transitions': { known: 'none', note: 'Not shown.', transitions: [] },
      },
      ErrorCode: {
        type: 'string',
        enum: ['amount_required', 'card_declined', 'card_decline_rate_limit_exceeded'],
        'x-enum-descriptions': {
          amount_required: 'Amount missing.',
          card_declined: 'Declined.',
          card_decline_rate_limit_exceeded: 'Too many declines.',
        },
        'x-error-catalogue': {
          amount_required: { status: 400, retry: 'no', group: 'required' },
          card_declined: { status: 402, retry: 'no', group: 'card' },
          card_decline_rate_limit_exceeded: { status: 402, retry: 'after-24-hours', group: 'card', inferred: true },
        },
      },
      NetworkErrorCategory: {
        type: 'string',
        enum: ['1', '01'],
        'x-enum-descriptions': { '1': 'Never retry.', '01': 'Update info.' },
        'x-networks': { VISA: ['1'], MASTERCARD: ['01'] },
      },
      WebhookEventName: {
        type: 'string',
        enum: ['payment.created', 'payment.dispute.created'],
        'x-enum-descriptions': { 'payment.created': 'A payment was created.' },
      },
      // <WebComponentScopes>: the scopes each web component's token needs.
      WebComponentScope: {
        type: 'string',
        description: 'A token scope.',
        'x-component-scopes': [
          { component: 'tokenize', label: 'Payment form', description: 'Collects card details.', scopes: ['write:tokenize:{accountId}'] },
          {
            component: 'checkout',
            label: 'Checkout',
            description: 'Pays a checkout.',
            scopes: ['write:checkout:{checkoutId}', 'write:tokenize:{accountId}'],
          },
        ],
      },
      // <ClassificationMapper>: type + structure -> classification, values of these three enums.
      BusinessType: {
        type: 'string',
        enum: ['individual', 'for_profit'],
        'x-enum-descriptions': { individual: 'A person.', for_profit: 'A business run for profit.' },
      },
      BusinessStructure: {
        type: 'string',
        enum: ['single_llc', 'private_corporation'],
        'x-enum-descriptions': { single_llc: 'A one-member LLC.', private_corporation: 'A private corporation.' },
      },
      BusinessClassification: {
        type: 'string',
        enum: ['sole_proprietor', 'corporation'],
        'x-enum-descriptions': { sole_proprietor: 'One person.', corporation: 'A corporation.' },
        'x-classification-mapping': [
          { business_type: 'individual', business_structure: '*', classification: 'sole_proprietor' },
          { business_type: 'for_profit', business_structure: 'private_corporation', classification: 'corporation' },
        ],
        'x-not-shown': 'the classification of a single_llc.',
      },
      // <ApplicationFeeCalculator>: the limits of the amount, the rate and the fixed fee.
      Amount: { type: 'integer', exclusiveMinimum: 50, exclusiveMaximum: 100000000 },
      ApplicationFeeRate: {
        type: 'object',
        properties: {
          basis_point_rate: { type: 'integer', minimum: 0, maximum: 10000, description: 'Rate in basis points.' },
          transaction_fee: { type: 'integer', minimum: 0, description: 'Fixed fee in cents.' },
        },
        examples: [{ basis_point_rate: 250, transaction_fee: 25 }],
      },
    },
  },
};
