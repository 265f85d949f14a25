// Webhook names, three ways: the keys of `#/webhooks`, the values of the WebhookEventName enum and
// each webhook's `x-webhook-family`. <WebhookEvents> joins the first two and groups by the third, so
// the two name lists must be equal, and a family must be one Event's `x-webhook-delivery` lists
// (when it lists them). Checked once the whole document has been walked.
import { componentSchemaName } from './component-name.ts';
import { enumKeys, isObject, quoteList, type Oas3Rule, type UserContext } from './shared.ts';

type Where = UserContext['location'];

export const WebhookEvents: Oas3Rule = () => {
  let eventNames: { values: string[]; location: Where } | undefined;
  let families: string[] | undefined;
  const hooks: { name: string; location: Where }[] = [];
  const declared: { family: string; location: Where }[] = [];
  return {
    Schema(schema, { location }) {
      const name = componentSchemaName(location);
      if (name === 'WebhookEventName' && Array.isArray(schema.enum)) {
        eventNames = { values: enumKeys(schema.enum), location: location.child(['enum']) };
      }
      const delivery: unknown = (schema as Record<string, unknown>)['x-webhook-delivery'];
      const listed = isObject(delivery) && isObject(delivery.endpoints) ? delivery.endpoints.families : undefined;
      if (Array.isArray(listed)) families = listed.map(String);
    },
    WebhooksMap(webhooks, { location }) {
      for (const name of Object.keys(webhooks)) hooks.push({ name, location: location.child([name]) });
    },
    Operation(operation, { location }) {
      const family: unknown = (operation as unknown as Record<string, unknown>)['x-webhook-family'];
      if (typeof family === 'string') declared.push({ family, location: location.child(['x-webhook-family']) });
    },
    Root: {
      leave(_root, { report }) {
        if (eventNames) {
          const names = hooks.map((h) => h.name);
          const missing = eventNames.values.filter((v) => !names.includes(v));
          if (missing.length) {
            report({
              message: `\`#/webhooks\` has no entry for ${quoteList(missing)}, which the WebhookEventName enum lists.`,
              location: eventNames.location.key(),
            });
          }
          for (const hook of hooks.filter((h) => !eventNames!.values.includes(h.name))) {
            report({
              message: `\`#/webhooks\` has "${hook.name}", which the WebhookEventName enum does not list.`,
              location: hook.location.key(),
            });
          }
        }
        if (families) {
          for (const { family, location } of declared.filter((d) => !families!.includes(d.family))) {
            report({
              message: `\`x-webhook-family\` is "${family}", which Event's \`x-webhook-delivery.endpoints.families\` does not list (${quoteList(families)}).`,
              location,
            });
          }
        }
      },
    },
  };
};
