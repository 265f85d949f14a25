// Live spec preview for `pnpm dev` (dev server only; the build ignores it). Watches the spec's
// YAML and, on save, has a worker process bundle it into dist/openapi.json (spec-worker.ts), then
// reloads the open page: the site reads that file through the one loader (lib/spec/site-spec.ts),
// which sees the new modification time and renders the new data. A second worker
// then writes the YAML bundle, validates the examples and lints. Problems never stop the server: they are printed in the
// terminal and shown in the browser as a banner (status-banner.ts) that survives reloads.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { workspaceRoot } from '@paydocs/spec-access/node';
import { applyReply, checkLine, initialStatus, isSpecSource, STATUS_EVENT, STATUS_PATH, type SpecStatus } from './live-status.ts';
import type { WorkerReply, WorkerRequest } from './spec-worker.ts';

const DEBOUNCE_MS = 20;
const WORKER = new URL('./spec-worker.ts', import.meta.url).pathname;

export default function specLivePreview(): AstroIntegration {
  const root = workspaceRoot();
  const specDir = path.join(root, 'spec');
  const configPath = path.join(specDir, 'redocly.yaml');
  let status: SpecStatus = initialStatus(0);
  let workers: { bundler: ChildProcess; checker: ChildProcess } | undefined;
  let notify: () => void = () => {};
  let reload: () => void = () => {};
  let log: AstroIntegrationLogger | undefined;
  let started = 0;

  const request = (worker: ChildProcess, cmd: WorkerRequest['cmd'], id: number) =>
    worker.send({ cmd, id, configPath, cwd: root } satisfies WorkerRequest);

  function onReply(reply: WorkerReply): void {
    status = applyReply(status, reply);
    if (reply.id !== status.id) return;
    if (reply.kind === 'bundled') {
      // The checker starts once the page has its data: on 2 cores it would slow the bundle down.
      if (workers) request(workers.checker, 'check', reply.id);
      log?.info(
        `spec: ${status.written ? `bundle written in ${status.bundleMs} ms` : 'bundle NOT written, the page keeps the last good one'}`,
      );
      if (reply.problems.length) log?.error(`spec: ${reply.problems.length} problem(s):\n  ${reply.problems.join('\n  ')}`);
      if (status.written) reload();
    } else {
      const line = checkLine(reply);
      if (reply.problems.length) log?.error(line);
      else log?.info(line);
    }
    notify();
  }

  function rebuild(): void {
    if (!workers) return;
    status = initialStatus(status.id + 1);
    started = Date.now();
    request(workers.bundler, 'bundle', status.id);
    notify();
  }

  return {
    name: 'paydocs:spec-live-preview',
    hooks: {
      'astro:config:setup': ({ command, injectScript, logger }) => {
        if (command !== 'dev') return;
        log = logger;
        injectScript('page', `import ${JSON.stringify(new URL('./status-banner.ts', import.meta.url).pathname)};`);
        const start = () => {
          const child = fork(WORKER, [], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
          child.on('message', (reply: WorkerReply) => onReply(reply));
          return child;
        };
        workers = { bundler: start(), checker: start() };
        const stop = () => {
          workers?.bundler.kill();
          workers?.checker.kill();
        };
        process.once('exit', stop);
      },
      'astro:server:setup': ({ server }) => {
        if (!workers) return;
        server.middlewares.use(STATUS_PATH, (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify({ ...status, since: started }));
        });
        notify = () => server.ws.send({ type: 'custom', event: STATUS_EVENT, data: status });
        // The bundle is not in Vite's module graph (it is read from disk), so Vite cannot tell a page changed.
        reload = () => server.ws.send({ type: 'full-reload', path: '*' });
        server.watcher.add(specDir);
        let timer: ReturnType<typeof setTimeout> | undefined;
        server.watcher.on('all', (event, file) => {
          const rel = path.relative(specDir, file);
          if (!['add', 'change', 'unlink'].includes(event) || !isSpecSource(rel)) return;
          log?.info(`spec/${rel} ${event === 'change' ? 'saved' : event === 'add' ? 'added' : 'removed'}: rebuilding`);
          clearTimeout(timer);
          timer = setTimeout(rebuild, DEBOUNCE_MS);
        });
        // The site may have started on a stale bundle: rebuild once now.
        rebuild();
      },
    },
  };
}
