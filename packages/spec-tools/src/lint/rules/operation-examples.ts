// The docs render each operation's own request and response examples, so an API operation needs
// an example on every 2xx response body and at least one 4xx/5xx response with an example.
// Webhook operations are requests the API sends; what needs an example there is the request body.
// @see https://spec.openapis.org/oas/v3.1.0#media-type-object (example / examples)
import { isSuccessStatus } from '@paydocs/spec-access';
import { isObject, type JsonObject, type Oas3Rule, type UserContext } from './shared.ts';

type ResolveFn = UserContext['resolve'];

function hasExample(content: unknown): boolean {
  if (!isObject(content)) return false;
  const mediaTypes = Object.values(content);
  return (
    mediaTypes.length > 0 &&
    mediaTypes.every(
      (media) => isObject(media) && (media.example !== undefined || (isObject(media.examples) && Object.keys(media.examples).length > 0)),
    )
  );
}

function resolved(node: unknown, resolve: ResolveFn): JsonObject | undefined {
  const result = resolve(node as JsonObject);
  return isObject(result.node) ? result.node : undefined;
}

const apiOperation = (node: object, { report, location, resolve }: UserContext) => {
  const operation = node as JsonObject;
  const responses = isObject(operation.responses) ? operation.responses : {};
  const codes = Object.keys(responses);
  for (const code of codes.filter(isSuccessStatus)) {
    const response = resolved(responses[code], resolve);
    // A 2xx without a body (204 No Content) has nothing to show.
    if (response?.content !== undefined && !hasExample(response.content)) {
      report({
        message: `Response ${code} has a body but no example on every media type: add \`example\` or \`examples\`.`,
        location: location.child(['responses', code]).key(),
      });
    }
  }
  const errorCodes = codes.filter((c) => /^[45](\d\d|XX)$/.test(c));
  const documented = errorCodes.some((c) => hasExample(resolved(responses[c], resolve)?.content));
  if (!documented) {
    report({
      message:
        errorCodes.length === 0
          ? 'Operation has no 4xx/5xx response: add at least one error response with an example.'
          : `None of the error responses (${errorCodes.join(', ')}) has an example: add one.`,
      location: errorCodes.length === 0 ? location.key() : location.child(['responses']).key(),
    });
  }
};

const webhookOperation = (node: object, { report, location, resolve }: UserContext) => {
  const operation = node as JsonObject;
  const body = resolved(operation.requestBody, resolve);
  if (!body || !hasExample(body.content)) {
    report({
      message: 'Webhook has no request body example: add `example` or `examples` to the event payload.',
      location: operation.requestBody === undefined ? location.key() : location.child(['requestBody']).key(),
    });
  }
};

export const OperationExamples: Oas3Rule = () => ({
  Paths: { Operation: apiOperation },
  WebhooksMap: { Operation: webhookOperation },
});
