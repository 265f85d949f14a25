// Reads `x-state-transitions` from a status enum and lays its diagram out deterministically:
// the same spec always yields the same SVG, so builds are reproducible and diffs are meaningful.
// The extension's shape and its states are checked by `pnpm spec lint` (the contract in
// @paydocs/spec-tools and `paydocs/state-transitions`); here only a guide naming the wrong schema fails.
import { toPointer } from '@paydocs/spec-access/pointer';
import type { EnumDescriptions, StateTransitions } from '@paydocs/spec-tools/extensions';
import { SpecLookupError, type SpecModel } from '../spec-model.ts';

export interface StateInfo {
  value: string;
  description: string | undefined;
  initial: boolean;
  terminal: boolean;
}

export interface Transition {
  /** 1-based number shown on the diagram and in the transitions table. */
  number: number;
  from: string;
  to: string;
  trigger: string | undefined;
}

export interface StateMachineModel {
  name: string;
  known: 'full' | 'partial' | 'none';
  /** What is and is not documented about the transitions, in plain words; always set. */
  statement: string;
  note: string | undefined;
  states: StateInfo[];
  transitions: Transition[];
}

const STATEMENTS: Record<StateMachineModel['known'], string> = {
  none: 'Not documented: which transitions between these states are allowed.',
  partial: 'Only some transitions between these states are documented; the diagram shows those, and any whose trigger says Assumed.',
  full: 'Every transition between these states is documented.',
};

export function stateMachine(model: SpecModel, name: string): StateMachineModel {
  const schema = model.getSchema(name);
  const at = (...tokens: (string | number)[]) => `#/components/schemas/${name}${toPointer(['x-state-transitions', ...tokens])}`;
  const x: StateTransitions | undefined = schema['x-state-transitions'];
  if (!schema.enum)
    throw new SpecLookupError(
      `Schema "${name}" is not an enum, so it has no states (expected \`enum\` at #/components/schemas/${name}/enum).`,
    );
  if (!x) throw new SpecLookupError(`Schema "${name}" has no x-state-transitions (expected an object at ${at()}).`);
  const values = schema.enum.filter((v) => v !== null).map(String);
  const transitions = x.transitions.map((t, i) => ({ number: i + 1, from: t.from, to: t.to, trigger: t.trigger }));
  const descriptions: EnumDescriptions = schema['x-enum-descriptions'] ?? {};
  return {
    name,
    known: x.known,
    statement: STATEMENTS[x.known],
    note: x.note,
    states: values.map((value) => ({
      value,
      description: descriptions[value],
      initial: (x.initial ?? []).includes(value),
      terminal: (x.terminal ?? []).includes(value),
    })),
    transitions,
  };
}

export interface NodeBox {
  value: string;
  x: number;
  y: number;
  width: number;
  height: number;
  initial: boolean;
  terminal: boolean;
  /** True for states no shown transition touches; drawn apart in a last row. */
  isolated: boolean;
}

export interface EdgePath {
  number: number;
  from: string;
  to: string;
  /** SVG path data. */
  d: string;
  /** Arrowhead polygon points at the target end. */
  arrow: string;
  labelX: number;
  labelY: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: NodeBox[];
  edges: EdgePath[];
  /** y of the caption line above isolated states, when there are any. */
  isolatedCaptionY: number | undefined;
}

// Sizes in SVG user units. State names are drawn in a monospace font, so a name's width is
// proportional to its length and the layout needs no text measuring.
export const LAYOUT = {
  charWidth: 7.8,
  padX: 14,
  nodeHeight: 34,
  columnGap: 72,
  rowGap: 26,
  margin: 24,
  initialMarker: 22,
  loopDepth: 30,
  isolatedRowWidth: 560,
} as const;

const nodeWidth = (value: string) => Math.round(value.length * LAYOUT.charWidth + LAYOUT.padX * 2);

/** Layers by breadth-first distance from the initial states (or from states nothing leads to). */
export function assignLayers(states: string[], edges: { from: string; to: string }[], initial: string[]): Map<string, number> {
  const connected = states.filter((s) => edges.some((e) => e.from === s || e.to === s) || initial.includes(s));
  const layer = new Map<string, number>();
  const next = (s: string) => edges.filter((e) => e.from === s && e.to !== s).map((e) => e.to);
  const bfs = (roots: string[]) => {
    const queue = roots.filter((r) => !layer.has(r));
    for (const r of queue) layer.set(r, 0);
    while (queue.length) {
      const s = queue.shift()!;
      const targets = [...new Set(next(s))].sort((a, b) => states.indexOf(a) - states.indexOf(b));
      for (const t of targets) {
        if (!layer.has(t)) {
          layer.set(t, layer.get(s)! + 1);
          queue.push(t);
        }
      }
    }
  };
  const sources = connected.filter((s) => !edges.some((e) => e.to === s && e.from !== s));
  bfs(initial.filter((s) => connected.includes(s)).length ? initial.filter((s) => connected.includes(s)) : sources);
  for (const s of connected) if (!layer.has(s)) bfs([s]);
  return layer;
}

export function layoutDiagram(machine: Pick<StateMachineModel, 'states' | 'transitions'>): DiagramLayout {
  const values = machine.states.map((s) => s.value);
  const initial = machine.states.filter((s) => s.initial).map((s) => s.value);
  const layers = assignLayers(values, machine.transitions, initial);
  const columns: string[][] = [];
  for (const value of values) {
    const l = layers.get(value);
    if (l === undefined) continue;
    const column = columns[l] ?? [];
    columns[l] = column;
    column.push(value);
  }
  const rowsMax = Math.max(0, ...columns.map((c) => c.length));
  const columnHeight = rowsMax * LAYOUT.nodeHeight + Math.max(0, rowsMax - 1) * LAYOUT.rowGap;
  const hasInitial = initial.some((v) => layers.has(v));
  // Bands for self loops (above the top row) and backward edges (below the lowest row) are only
  // reserved when such an edge exists; otherwise they are empty space around the drawing.
  const hasLoop = machine.transitions.some((t) => t.from === t.to);
  const hasBackward = machine.transitions.some((t) => t.from !== t.to && (layers.get(t.to) ?? 0) < (layers.get(t.from) ?? 0));
  const top = LAYOUT.margin + (hasLoop ? LAYOUT.loopDepth : 0);
  const nodes: NodeBox[] = [];
  let x = LAYOUT.margin + (hasInitial ? LAYOUT.initialMarker : 0);
  for (const column of columns) {
    const width = Math.max(...column.map(nodeWidth));
    const height = column.length * LAYOUT.nodeHeight + (column.length - 1) * LAYOUT.rowGap;
    column.forEach((value, row) => {
      const state = machine.states.find((s) => s.value === value)!;
      nodes.push({
        value,
        x: x + (width - nodeWidth(value)) / 2,
        y: top + (columnHeight - height) / 2 + row * (LAYOUT.nodeHeight + LAYOUT.rowGap),
        width: nodeWidth(value),
        height: LAYOUT.nodeHeight,
        initial: state.initial,
        terminal: state.terminal,
        isolated: false,
      });
    });
    x += width + LAYOUT.columnGap;
  }
  const graphWidth = columns.length ? x - LAYOUT.columnGap : LAYOUT.margin;
  let bottom = columns.length ? top + columnHeight + (hasBackward ? LAYOUT.loopDepth : 0) : LAYOUT.margin;

  const isolated = machine.states.filter((s) => !layers.has(s.value));
  let isolatedCaptionY: number | undefined;
  let rowRight: number = LAYOUT.margin;
  if (isolated.length) {
    isolatedCaptionY = bottom + (columns.length ? 18 : 0) + 4;
    // Isolated states wrap into rows no wider than the graph (or a readable minimum), so a long
    // list of states never makes the diagram scroll sideways.
    const maxRight = Math.max(graphWidth, LAYOUT.isolatedRowWidth);
    let y = isolatedCaptionY + 12;
    let ix = LAYOUT.margin;
    for (const s of isolated) {
      const w = nodeWidth(s.value);
      if (ix > LAYOUT.margin && ix + w > maxRight) {
        ix = LAYOUT.margin;
        y += LAYOUT.nodeHeight + 12;
      }
      nodes.push({
        value: s.value,
        x: ix,
        y,
        width: w,
        height: LAYOUT.nodeHeight,
        initial: s.initial,
        terminal: s.terminal,
        isolated: true,
      });
      rowRight = Math.max(rowRight, ix + w);
      ix += w + 16;
    }
    bottom = y + LAYOUT.nodeHeight;
  }

  const box = new Map(nodes.map((n) => [n.value, n]));
  const floor = top + columnHeight + LAYOUT.loopDepth;
  const routed = machine.transitions.map((t) => edgePath(t, box.get(t.from)!, box.get(t.to)!, layers, floor));
  const edges = routed.map(({ maxX: _maxX, ...edge }) => edge);
  return {
    width: Math.ceil(Math.max(graphWidth, rowRight, ...routed.map((e) => e.maxX + 12)) + LAYOUT.margin),
    height: Math.ceil(bottom + LAYOUT.margin),
    nodes,
    edges,
    isolatedCaptionY,
  };
}

type Point = [number, number];

function edgePath(t: Transition, a: NodeBox, b: NodeBox, layers: Map<string, number>, floor: number): EdgePath & { maxX: number } {
  const [p0, c1, c2, p3, label] = route(a, b, layers.get(t.from) ?? 0, layers.get(t.to) ?? 0, floor);
  const r = (n: number) => Math.round(n * 10) / 10;
  const pt = (p: Point) => `${r(p[0])} ${r(p[1])}`;
  // Arrowhead as a polygon along the curve's end tangent, so the SVG needs no <marker> ids.
  const dx = p3[0] - c2[0],
    dy = p3[1] - c2[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len,
    uy = dy / len,
    size = 8;
  const back: Point = [p3[0] - ux * size, p3[1] - uy * size];
  const left: Point = [back[0] - uy * size * 0.5, back[1] + ux * size * 0.5];
  const right: Point = [back[0] + uy * size * 0.5, back[1] - ux * size * 0.5];
  return {
    number: t.number,
    from: t.from,
    to: t.to,
    d: `M ${pt(p0)} C ${pt(c1)}, ${pt(c2)}, ${pt(p3)}`,
    arrow: [p3, left, right].map(pt).join(' '),
    labelX: r(label[0]),
    labelY: r(label[1]),
    maxX: Math.max(p0[0], c1[0], c2[0], p3[0], label[0] + 10),
  };
}

function route(a: NodeBox, b: NodeBox, la: number, lb: number, floor: number): [Point, Point, Point, Point, Point] {
  if (a === b) {
    // Self loop above the node, inside the band reserved above the top row.
    const x1 = a.x + a.width * 0.35,
      x2 = a.x + a.width * 0.65,
      y = a.y,
      up = y - LAYOUT.loopDepth;
    return [
      [x1, y],
      [x1, up],
      [x2, up],
      [x2, y],
      [(x1 + x2) / 2, y - LAYOUT.loopDepth * 0.75],
    ];
  }
  if (lb > la) {
    const p0: Point = [a.x + a.width, a.y + a.height / 2],
      p3: Point = [b.x, b.y + b.height / 2];
    const mx = (p0[0] + p3[0]) / 2;
    return [p0, [mx, p0[1]], [mx, p3[1]], p3, [mx, (p0[1] + p3[1]) / 2]];
  }
  if (lb === la) {
    // Same column: bulge out to the right of both boxes.
    const p0: Point = [a.x + a.width, a.y + a.height / 2],
      p3: Point = [b.x + b.width, b.y + b.height / 2];
    const cx = Math.max(p0[0], p3[0]) + LAYOUT.columnGap * 0.6;
    return [p0, [cx, p0[1]], [cx, p3[1]], p3, [Math.max(p0[0], p3[0]) + LAYOUT.columnGap * 0.45, (p0[1] + p3[1]) / 2]];
  }
  // Backward edge: arc through the band reserved below the lowest row.
  const p0: Point = [a.x + a.width / 2, a.y + a.height],
    p3: Point = [b.x + b.width / 2, b.y + b.height];
  return [p0, [p0[0], floor], [p3[0], floor], p3, [(p0[0] + p3[0]) / 2, floor - LAYOUT.loopDepth * 0.3]];
}
