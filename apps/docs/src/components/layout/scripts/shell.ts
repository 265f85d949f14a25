// Entry point of the shell's behaviour, bundled once for every page (BaseLayout). Plain DOM code,
// no framework: the shell must stay well inside the 25 KB (gzip) budget of a guide page.
import './color-mode.ts';
import './announcement.ts';
import './skip-link.ts';
import './hide-on-scroll.ts';
import './dropdowns.ts';
import './drawer.ts';
import './preferred-version.ts';
