// The text of the architecture diagram: its SVG <title> and <desc>, what screen readers hear and what the
// page's Markdown version says in its place (src/lib/markdown/html-to-markdown.ts reads them from the page).
export const architectureDiagramText = {
  title: 'Architecture of a platform integration',
  description:
    "Five groups. On the left, the platform frontend in the customer's browser embeds the payment " +
    'form (tokenize), provisioning and checkout web components and the hosted onboarding iframe ' +
    'at {host}/v1/provisioning/{business_id}; below it, the integrator platform backend holds the ' +
    'client id and secret and the webhook endpoints. In the middle, the API offers POST ' +
    '/oauth/token, POST /web_component_tokens, the REST resources and a webhook sender. On the ' +
    'right are the sub accounts (one per business), the platform wallet account, the card ' +
    'networks and banks, and the card-present terminals. Flows: 1, the backend exchanges its ' +
    'client id and secret for an access token at /oauth/token. 2, the backend mints a scoped web ' +
    'component token at /web_component_tokens. 3, the backend hands that token to the page. 4, ' +
    'the web components call the API with it to tokenize, onboard or pay. 5, the hosted ' +
    'onboarding iframe submits the onboarding form to the provider and posts submitSuccess or ' +
    'submitFailure to the page. 6, the backend calls the REST resources with its Bearer token, ' +
    'the Sub-Account header and an Idempotency-Key. 7, the API acts on sub accounts and on the ' +
    'platform wallet account. 8, the API moves money through card networks and banks. 9, the API ' +
    'sends checkouts to terminals. 10, the API posts signed webhooks back to the backend. 11, the ' +
    "page passes the component's result, such as a payment token, to the backend.",
};
