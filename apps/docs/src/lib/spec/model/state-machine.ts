// Reads `x-state-transitions` from a status enum and lays its diagram out with dagre, deterministically:
// the same spec always yields the same SVG, so builds are reproducible and diffs are meaningful.
// The extension's shape and its states are checked by `pnpm spec lint` (the contract in
// @paydocs/spec-tools and `paydocs/state-transitions`); here only a guide naming the wrong schema fails.
import { Graph, layout, type Point } from '@dagrejs/dagre';
import type { StateTransitions } from '@paydocs/spec-tools/extensions';
import { enumValues } from '../describe-schema.ts';
import { SpecLookupError, type SpecModel } from '../spec-model.ts';

const STATEMENTS: Record<StateTransitions['known'], string> = {
  none: 'Not documented: which transitions between these states are allowed.',
  partial: 'Only some transitions between these states are documented; the diagram shows those, and any whose trigger says Assumed.',
  full: 'Every transition between these states is documented.',
};

/** A status enum's states (with their initial and terminal marks) and its documented transitions. */
export type StateMachineModel = ReturnType<typeof stateMachine>;
type StateInfo = StateMachineModel['states'][number];

export function stateMachine(model: SpecModel, name: string) {
  const schema = model.getSchema(name);
  const x: StateTransitions | undefined = schema['x-state-transitions'];
  if (!schema.enum)
    throw new SpecLookupError(
      `Schema "${name}" is not an enum, so it has no states (expected \`enum\` at #/components/schemas/${name}/enum).`,
    );
  if (!x) {
    throw new SpecLookupError(
      `Schema "${name}" has no x-state-transitions (expected an object at #/components/schemas/${name}/x-state-transitions).`,
    );
  }
  return {
    name,
    known: x.known,
    /** What is and is not documented about the transitions, in plain words. */
    statement: STATEMENTS[x.known],
    note: x.note,
    states: enumValues(model, schema).map(({ value, description }) => ({
      value,
      description,
      initial: (x.initial ?? []).includes(value),
      terminal: (x.terminal ?? []).includes(value),
    })),
    /** Each numbered from 1, as the diagram and the transitions table show it. */
    transitions: x.transitions.map((t, i) => ({ number: i + 1, from: t.from, to: t.to, trigger: t.trigger })),
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
const r = (n: number) => Math.round(n * 10) / 10;
const pt = (p: Point) => `${r(p.x)} ${r(p.y)}`;

/**
 * The diagram's layout: dagre's layered drawing (ranks left to right, crossings minimised, a state's own loop beside
 * it) of the states some transition touches or that are initial; the other states wrap into rows below it.
 */
export function layoutDiagram(machine: Pick<StateMachineModel, 'states' | 'transitions'>): DiagramLayout {
  const inGraph = (s: StateInfo) => s.initial || machine.transitions.some((t) => t.from === s.value || t.to === s.value);
  const g = new Graph({ multigraph: true });
  const hasInitial = machine.states.some((s) => s.initial);
  const marginx = LAYOUT.margin + (hasInitial ? LAYOUT.initialMarker : 0);
  // A state's own loop is drawn above it (dagre's sits across the box): room for it above the top row.
  const marginy = LAYOUT.margin + (machine.transitions.some((t) => t.from === t.to) ? LAYOUT.loopDepth : 0);
  g.setGraph({ rankdir: 'LR', ranksep: LAYOUT.columnGap, nodesep: LAYOUT.rowGap, marginx, marginy });
  for (const s of machine.states.filter(inGraph)) g.setNode(s.value, { width: nodeWidth(s.value), height: LAYOUT.nodeHeight });
  // The number badge is the edge's label, so dagre keeps room for it.
  for (const t of machine.transitions)
    if (t.from !== t.to) g.setEdge(t.from, t.to, { width: 18, height: 18, labelpos: 'c' }, String(t.number));
  layout(g);
  const graph = g.nodeCount() ? g.graph() : { width: 0, height: 0 };
  const nodes: NodeBox[] = machine.states.filter(inGraph).map((s) => {
    const n = g.node(s.value);
    return { value: s.value, x: n.x - n.width / 2, y: n.y - n.height / 2, width: n.width, height: n.height, ...marks(s), isolated: false };
  });
  const edges = machine.transitions.map((t): EdgePath => {
    const { number, from, to } = t;
    if (from === to) return { number, from, to, ...selfLoop(nodes.find((n) => n.value === from)!) };
    const e = g.edge({ v: from, w: to, name: String(number) });
    const points = e.points ?? [];
    const mid = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
    return { number, from, to, d: curve(points), arrow: arrowHead(points), labelX: r(e.x ?? mid.x), labelY: r(e.y ?? mid.y) };
  });
  const isolated = machine.states.filter((s) => !inGraph(s));
  let height = graph.height ?? 0;
  let width = graph.width ?? 0;
  let isolatedCaptionY: number | undefined;
  if (isolated.length) {
    const captionY = (height || LAYOUT.margin) + 4;
    isolatedCaptionY = captionY;
    // Isolated states wrap into rows no wider than the graph (or a readable minimum), so a long
    // list of states never makes the diagram scroll sideways.
    const maxRight = Math.max(width - LAYOUT.margin, LAYOUT.isolatedRowWidth);
    let y = captionY + 12;
    let x: number = LAYOUT.margin;
    for (const s of isolated) {
      const w = nodeWidth(s.value);
      if (x > LAYOUT.margin && x + w > maxRight) {
        x = LAYOUT.margin;
        y += LAYOUT.nodeHeight + 12;
      }
      nodes.push({ value: s.value, x, y, width: w, height: LAYOUT.nodeHeight, ...marks(s), isolated: true });
      width = Math.max(width, x + w + LAYOUT.margin);
      x += w + 16;
    }
    height = y + LAYOUT.nodeHeight + LAYOUT.margin;
  }
  return { width: Math.ceil(width), height: Math.ceil(height), nodes, edges, isolatedCaptionY };
}

const marks = (s: StateInfo) => ({ initial: s.initial, terminal: s.terminal });

/** A loop from the top of a state's box back to it, in the band above the graph. */
function selfLoop(n: NodeBox): Pick<EdgePath, 'd' | 'arrow' | 'labelX' | 'labelY'> {
  const [x1, x2, up] = [n.x + n.width * 0.35, n.x + n.width * 0.65, n.y - LAYOUT.loopDepth];
  const d = `M ${pt({ x: x1, y: n.y })} C ${pt({ x: x1, y: up })}, ${pt({ x: x2, y: up })}, ${pt({ x: x2, y: n.y })}`;
  return {
    d,
    arrow: arrowHead([
      { x: x2, y: up },
      { x: x2, y: n.y },
    ]),
    labelX: r((x1 + x2) / 2),
    labelY: r(n.y - LAYOUT.loopDepth * 0.75),
  };
}

/** A smooth SVG path through dagre's points: straight to the first midpoint, then a quadratic curve at each bend. */
function curve(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const bends = rest.slice(0, -1).map((p, i) => `Q ${pt(p)}, ${pt(mid(p, rest[i + 1]!))}`);
  return [`M ${pt(first)}`, ...bends, `L ${pt(rest.at(-1) ?? first)}`].join(' ');
}

/** The arrowhead as a polygon along the path's last segment, so the SVG needs no <marker> ids. */
function arrowHead(points: Point[]): string {
  const tip = points.at(-1);
  const from = points.at(-2);
  if (!tip || !from) return '';
  const len = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
  const [ux, uy, size] = [(tip.x - from.x) / len, (tip.y - from.y) / len, 8];
  const back = { x: tip.x - ux * size, y: tip.y - uy * size };
  return [tip, { x: back.x - uy * size * 0.5, y: back.y + ux * size * 0.5 }, { x: back.x + uy * size * 0.5, y: back.y - ux * size * 0.5 }]
    .map(pt)
    .join(' ');
}
