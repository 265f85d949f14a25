// Repairs to the markup Scalar renders, applied as it renders (ApiReference.tsx watches its subtree). Pure functions
// over the DOM interfaces, so the rules are unit-tested on small stand-ins without a browser; the explorer's browser
// test checks them on Scalar itself.

/**
 * The hash Scalar's router gives an operation listed in a tag section: the section's id without the document's name
 * (`api/tag/payments` -> `tag/payments`), then the method in capitals and the path (`#tag/payments/POST/payments`).
 */
export function endpointHash(sectionId: string, documentSlug: string, method: string, path: string): string | undefined {
  const prefix = `${documentSlug}/`;
  if (!sectionId.startsWith(prefix) || !method.trim() || !path.startsWith('/')) return undefined;
  return `#${sectionId.slice(prefix.length)}/${method.trim().toUpperCase()}${path}`;
}

/**
 * A name that contains the visible text (WCAG 2.5.3, label in name: speech users say what they see): Scalar's
 * "Show More" buttons are named "Show all Payments endpoints"; they become "Show More – all Payments endpoints".
 */
export function nameWithVisibleText(visible: string, label: string): string | undefined {
  const text = visible.trim().replace(/\s+/g, ' ');
  if (!text || label.toLowerCase().includes(text.toLowerCase())) return undefined;
  return `${text} – ${label.replace(/^show\s+/i, '')}`;
}

/**
 * - Scalar's code-copy buttons have no accessible name; they get the one the site's own use.
 * - Buttons whose name does not contain their visible text get one that does (`nameWithVisibleText`).
 * - The endpoint list of a tag section is `<a class="endpoint">` without `href`: not reachable by keyboard and not a
 *   link to crawlers. Each gets the hash Scalar's router already understands (it handles the click as before).
 */
export function repairScalarMarkup(root: ParentNode, documentSlug: string): void {
  for (const button of root.querySelectorAll('button.scalar-code-copy:not([aria-label])')) {
    button.setAttribute('aria-label', 'Copy code');
  }
  for (const button of root.querySelectorAll('button.show-more[aria-label]')) {
    const name = nameWithVisibleText(button.textContent ?? '', button.getAttribute('aria-label') ?? '');
    if (name) button.setAttribute('aria-label', name);
  }
  for (const link of root.querySelectorAll('a.endpoint:not([href])')) {
    const section = link.closest('section[id]');
    const method = link.querySelector('.endpoint-method')?.textContent?.trim() ?? '';
    const path = link.querySelector('.endpoint-path')?.textContent?.trim() ?? '';
    const hash = section && endpointHash(section.id, documentSlug, method, path);
    if (hash) link.setAttribute('href', hash);
  }
}
