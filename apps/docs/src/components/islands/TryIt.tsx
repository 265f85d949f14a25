// Try it for one operation: a form prefilled from the operation's examples, sent to the mock on the docs origin (a
// Service Worker answering from the spec: documented examples and documented errors) or, with the reader's own
// token, to the API server. Where a Service Worker cannot run, it says why and shows the curl sample.
// Every control is a labelled native element in reading order; the response is announced by a live region.
import { useEffect, useState } from 'react';
import type { TryItProps } from '../../lib/islands/try-it.ts';
import { mockPaths } from '../../mock/mock-paths.ts';
import { errorMessage } from '../runtime/error-chain.ts';
import { ensureMock, resetSandbox, sandboxHeaders } from './try-it-mock-client.ts';
import { Field, useForm } from './tool-form.tsx';
import {
  buildPath,
  curlOfForm,
  type FormValues,
  mockUnavailableReason,
  parseHeaderLines,
  type ShownResponse,
  showResponse,
  targetUrl,
} from './try-it-request.ts';

type Target = 'mock' | 'server';

/** A block of code that may scroll: keyboard readers reach it (focusable, named region), as axe's scrollable-region-focusable asks. */
function ScrollBlock({ className, label, text, body }: { className: string; label: string; text: string; body?: boolean }) {
  return (
    <section className="try-it__scroll" aria-label={label}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard (axe scrollable-region-focusable). */}
      <pre className={className} tabIndex={0} {...(body ? { 'data-try-it-body': '' } : {})}>
        <code>{text}</code>
      </pre>
    </section>
  );
}
type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'error'; message: string }
  | { state: 'reset' }
  | { state: 'done'; response: ShownResponse; target: Target };

// The same for every operation: where the mock lives and the explorer's path, from the site's base.
const MOCK = mockPaths(import.meta.env.BASE_URL);

export default function TryIt(props: TryItProps) {
  const form = useForm<FormValues & { server: string; token: string }>(() => ({
    // Each path parameter under its placeholder in the template (`{id}`), where buildPath reads it.
    ...Object.fromEntries(props.pathParameters.map((p) => [`{${p.name}}`, p.example])),
    query: props.query,
    headers: props.headers,
    body: props.body ?? '',
    server: props.server,
    token: '',
  }));
  const { values, bind } = form;
  const [target, setTarget] = useState<Target>('mock');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [unavailable, setUnavailable] = useState<string | undefined>(undefined);

  useEffect(() => {
    setUnavailable(mockUnavailableReason({ hasServiceWorker: 'serviceWorker' in navigator, isSecureContext: window.isSecureContext }));
  }, []);

  async function send() {
    const path = buildPath(props.template, values);
    const parsed = parseHeaderLines(values.headers);
    if (!path.ok) return setOutcome({ state: 'error', message: path.error });
    if (!parsed.ok) return setOutcome({ state: 'error', message: parsed.error });
    const sentHeaders = { ...parsed.value, ...(target === 'mock' ? sandboxHeaders() : {}) };
    if (target === 'server') {
      for (const name of Object.keys(sentHeaders)) if (name.toLowerCase() === 'authorization') delete sentHeaders[name];
      if (values.token.trim()) sentHeaders.Authorization = `Bearer ${values.token.trim()}`;
    }
    const hasBody = props.body !== undefined || values.body.trim() !== '';
    setOutcome({ state: 'sending' });
    try {
      if (target === 'mock') await ensureMock(MOCK.script, MOCK.scope);
      const url = targetUrl(
        { path: path.value },
        target === 'mock' ? { mockPrefix: MOCK.prefix } : { server: values.server, specServer: props.server },
      );
      const response = await fetch(url, {
        method: props.method,
        headers: sentHeaders,
        ...(hasBody && props.method !== 'GET' && props.method !== 'HEAD' ? { body: values.body } : {}),
        ...(target === 'server' ? { credentials: 'omit' as const, mode: 'cors' as const } : {}),
      });
      const text = await response.text();
      setOutcome({ state: 'done', target, response: showResponse(response.status, response.statusText, response.headers, text) });
    } catch (error) {
      const reason = errorMessage(error);
      setOutcome({
        state: 'error',
        message:
          target === 'server'
            ? `No response could be read (${reason}). The browser blocks a cross-origin response unless the API allows this site's origin (CORS), and this site's security policy may not allow connections to that host; the network may also have failed. Try the curl sample instead.`
            : `The mock could not answer: ${reason}.`,
      });
    }
  }

  async function reset() {
    try {
      await resetSandbox(MOCK.script, MOCK.scope, MOCK.prefix);
      setOutcome({ state: 'reset' });
    } catch (error) {
      setOutcome({ state: 'error', message: `The sandbox could not be reset: ${errorMessage(error)}.` });
    }
  }

  const field = (name: string) => `${form.id}-${name}`;
  return (
    <section className="tool try-it" aria-labelledby={field('title')} data-try-it={props.operationId}>
      <h3 id={field('title')} className="try-it__title">
        Try it: <code>{props.method}</code> <code>{props.template}</code>
      </h3>
      <p className="tool__privacy">
        The mock runs in your browser and answers from the API description: documented examples and rules, not live data. It keeps what you
        create in this tab (a checkout created here can be completed and read back on the other operations' pages) until you close the tab
        or reset the sandbox. A request that breaks the description gets the documented error.
      </p>
      <fieldset className="try-it__target">
        <legend>Send to</legend>
        <label>
          <input type="radio" name={field('target')} value="mock" checked={target === 'mock'} onChange={() => setTarget('mock')} /> Mock in
          your browser (documented examples)
        </label>
        <label>
          <input type="radio" name={field('target')} value="server" checked={target === 'server'} onChange={() => setTarget('server')} />{' '}
          API server, with your own token
        </label>
      </fieldset>
      {target === 'server' && (
        <div className="try-it__server">
          <div className="tool__grid">
            <Field control={<input type="url" {...bind('server')} />}>API server URL</Field>
            <Field control={<input type="password" {...bind('token')} />}>Access token (sent as Authorization: Bearer)</Field>
          </div>
          <p className="tool__hint">
            {props.serverHostNote} The request goes from your browser straight to that host; the browser shows the response only if the API
            allows this site's origin (CORS), and this site's Content-Security-Policy (connect-src) allows that host. Not documented:
            whether the API allows browser calls from other origins.
          </p>
        </div>
      )}
      {target === 'mock' && unavailable && (
        <div className="try-it__unavailable">
          <p>{unavailable} Send the request with curl instead:</p>
          <ScrollBlock className="try-it__curl" label="curl sample" text={curlOfForm(props, values, props.curlOrigin)} />
        </div>
      )}
      {props.pathParameters.length > 0 && (
        <div className="tool__grid">
          {props.pathParameters.map((p) => (
            <Field key={p.name} control={<input type="text" {...bind(`{${p.name}}`)} />}>
              Path parameter <code>{p.name}</code>
            </Field>
          ))}
        </div>
      )}
      <Field control={<input type="text" placeholder="limit=5" {...bind('query')} />}>Query string</Field>
      <Field control={<textarea rows={Math.max(2, values.headers.split('\n').length)} {...bind('headers')} />}>
        Headers, one "Name: value" per line
      </Field>
      {(props.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(props.method)) && (
        <Field control={<textarea rows={Math.min(16, Math.max(3, values.body.split('\n').length))} {...bind('body')} />}>JSON body</Field>
      )}
      <p>
        <button
          type="button"
          className="runtime-button"
          onClick={send}
          disabled={outcome.state === 'sending' || (target === 'mock' && Boolean(unavailable))}
        >
          Send {target === 'mock' ? 'to the mock' : 'to the API server'}
        </button>{' '}
        {target === 'mock' && !unavailable && (
          <button type="button" className="runtime-button try-it__reset" onClick={reset} disabled={outcome.state === 'sending'}>
            Reset sandbox
          </button>
        )}
      </p>
      <div className="tool__result try-it__result">
        {/* The status and headers of the answer are announced (politely); the body is read on demand. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {outcome.state === 'sending' && <p>Sending…</p>}
          {outcome.state === 'reset' && <p data-try-it-reset="">Sandbox reset: what this tab created in the mock is gone.</p>}
          {outcome.state === 'error' && <p className="tool__verdict tool__verdict--bad">{outcome.message}</p>}
          {outcome.state === 'done' && (
            <>
              <p>
                <strong>{outcome.target === 'mock' ? 'Mock response' : 'Response'}:</strong>{' '}
                <span data-try-it-status="">{outcome.response.status}</span>
              </p>
              <p className="try-it__label">Headers</p>
              <ScrollBlock className="try-it__headers" label="Response headers" text={outcome.response.headers} />
            </>
          )}
        </div>
        {outcome.state === 'done' && (
          <>
            <p className="try-it__label">Body</p>
            <ScrollBlock className="try-it__body" label="Response body" text={outcome.response.body} body />
          </>
        )}
      </div>
      <p className="try-it__explorer">
        Prefer Scalar's API client? {/* A full page load (not the client router): the explorer's own Content-Security-Policy must apply. */}
        <a href={`${MOCK.scope}/explorer#${props.explorerAnchor}`} data-astro-reload="">
          Open this operation in the Scalar explorer
        </a>{' '}
        (loads Scalar, about 640 KiB of JavaScript).
      </p>
    </section>
  );
}
