// The Redoc peer of the first-paint benchmark: `redocly build-docs` renders our bundled spec into one
// static HTML page with Redoc's script inlined (--inlineBundle: no CDN, the machine and the benchmark
// stay offline). A reference peer only: Redoc has no guides, home or category pages, and no operation
// page is measured (its links name none in the built file: "—"). Its pages are
// client-side routes of that one file (/payments is the Payments tag), which a host serves through a
// rewrite to it; the copy at payments/index.html stands in for that rewrite on our static server.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuiltPeer, buildOnce, installPinned, type OurContent, PEERS_DIR, run, versionsOf } from './peer-site.ts';

const PACKAGES = { '@redocly/cli': '2.77.0' };
const DIR = join(PEERS_DIR, 'redoc');
const OUT = join(DIR, 'dist');

export function buildRedoc(content: OurContent): BuiltPeer {
  installPinned(DIR, PACKAGES, { type: 'module' });
  const spec = readFileSync(content.specFile, 'utf8');
  buildOnce(DIR, OUT, { PACKAGES, spec }, () => {
    run(DIR, 'redocly', ['build-docs', content.specFile, '--inlineBundle', '--output', join(OUT, 'index.html')]);
    mkdirSync(join(OUT, 'payments'), { recursive: true });
    copyFileSync(join(OUT, 'index.html'), join(OUT, 'payments', 'index.html'));
  });
  return {
    name: 'redoc',
    versions: versionsOf(PACKAGES, ['@redocly/cli']),
    dist: OUT,
    paths: { reference: '/', 'tag page': '/payments' },
  };
}
