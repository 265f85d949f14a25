// A few read-only queries over HTML parsed with parse5 (the WHATWG parser browsers follow), for the
// tests over the built site (site-tests/), the render tests and e2e/a11y-routes.ts: find elements by tag,
// attribute, class or a predicate, read attributes and text. No CSS selector engine on purpose:
// the tests name what they look for in code, and parse5 has no dependencies.
import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';

export type Node = DefaultTreeAdapterTypes.Node;
export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Parses a whole document (`<!doctype html>...`). */
export function parseDocument(html: string): ParentNode {
  return parse(html);
}

/** Parses a fragment (a component's output). */
export function parseHtmlFragment(html: string): ParentNode {
  return parseFragment(html);
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** Children of a node, the content of a `<template>` included. */
export function childrenOf(node: Node): Node[] {
  if (node.nodeName === 'template' && 'content' in node) return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

/** Every element below `root` (not `root` itself) in document order that matches `predicate`. */
export function findAll(root: Node, predicate: (element: Element) => boolean = () => true): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (isElement(child)) {
        if (predicate(child)) found.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return found;
}

export function find(root: Node, predicate: (element: Element) => boolean): Element | undefined {
  return findAll(root, predicate)[0];
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function hasAttr(element: Element, name: string): boolean {
  return element.attrs.some((a) => a.name === name);
}

export function classesOf(element: Element): string[] {
  return (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** Predicate: tag name and, optionally, attribute values (`true`: present with any value). */
export function is(tag: string | undefined, attrs: Record<string, string | true> = {}): (element: Element) => boolean {
  return (element) =>
    (tag === undefined || element.tagName === tag) &&
    Object.entries(attrs).every(([name, want]) => (want === true ? hasAttr(element, name) : attr(element, name) === want));
}

export function hasClass(name: string): (element: Element) => boolean {
  return (element) => classesOf(element).includes(name);
}

/** The text of a node as `textContent` gives it. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return childrenOf(node)
    .map((child) => (isElement(child) || child.nodeName === '#text' ? textOf(child) : ''))
    .join('');
}

/** Text with runs of whitespace collapsed and trimmed, roughly what a reader sees of inline text. */
export function visibleText(node: Node): string {
  return textOf(node).replace(/\s+/g, ' ').trim();
}

/** The nearest ancestor matching `predicate`, or undefined. */
export function closest(element: Element, predicate: (element: Element) => boolean): Element | undefined {
  let node: ParentNode | null = element.parentNode;
  while (node) {
    if (isElement(node as Node) && predicate(node as Element)) return node as Element;
    node = (node as Element).parentNode ?? null;
  }
  return undefined;
}
