import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import { LAYOUT, layoutDiagram, stateMachine } from './state-machine.ts';
import { miniSpec } from '../test-fixtures/mini-spec.ts';

const model = createSpecModel(miniSpec);

describe('stateMachine', () => {
  test('reads states, markers and numbered transitions', () => {
    const m = stateMachine(model, 'PaymentStatus');
    expect(m.known).toBe('partial');
    expect(m.states.find((s) => s.value === 'pending')).toMatchObject({ initial: true, terminal: false, description: 'Submitted.' });
    expect(m.states.find((s) => s.value === 'canceled')?.terminal).toBe(true);
    expect(m.transitions.map((t) => `${t.number}:${t.from}>${t.to}`)).toEqual([
      '1:authorized>succeeded',
      '2:authorized>canceled',
      '3:succeeded>canceled',
    ]);
  });

  test('says honestly when no transitions are known', () => {
    const m = stateMachine(model, 'PayoutStatus');
    expect(m.statement).toBe('Not documented: which transitions between these states are allowed.');
    expect(m.transitions).toEqual([]);
  });

  test('fails for a schema without x-state-transitions', () => {
    expect(() => stateMachine(model, 'ErrorCode')).toThrow('ErrorCode" has no x-state-transitions');
  });
});

describe('layout', () => {
  const state = (value: string, initial = false) => ({ value, description: undefined, initial, terminal: false });
  const edge = (number: number, from: string, to: string) => ({ number, from, to, trigger: 'Documented.' });
  const box = (layout: ReturnType<typeof layoutDiagram>, value: string) => layout.nodes.find((n) => n.value === value)!;

  test('ranks states left to right along the transitions, a cycle included', () => {
    const layout = layoutDiagram({
      states: [state('a', true), state('b'), state('c')],
      transitions: [edge(1, 'a', 'b'), edge(2, 'b', 'c'), edge(3, 'c', 'a')],
    });
    expect(box(layout, 'a').x).toBeLessThan(box(layout, 'b').x);
    expect(box(layout, 'b').x).toBeLessThan(box(layout, 'c').x);
    expect(layout.edges.map((e) => e.number)).toEqual([1, 2, 3]);
  });

  test('an edge runs from the border of its source to the border of its target, its arrow at the target', () => {
    const layout = layoutDiagram({ states: [state('a'), state('b')], transitions: [edge(1, 'a', 'b')] });
    const [from, to] = [box(layout, 'a'), box(layout, 'b')];
    const [start, end] = [layout.edges[0]!.d.match(/^M ([\d.]+)/)![1], layout.edges[0]!.d.match(/L ([\d.]+) [\d.]+$/)![1]];
    expect(Number(start)).toBeCloseTo(from.x + from.width, 0);
    expect(Number(end)).toBeCloseTo(to.x, 0);
    expect(layout.edges[0]!.arrow.startsWith(`${end} `)).toBe(true);
  });

  test('draws a self loop above its state, inside the drawing, numbered like every transition', () => {
    const layout = layoutDiagram({ states: [state('a'), state('b')], transitions: [edge(1, 'a', 'b'), edge(2, 'a', 'a')] });
    const loop = layout.edges.find((e) => e.number === 2)!;
    const a = box(layout, 'a');
    expect(loop.d).toMatch(/^M .+ C /);
    expect(loop.labelY).toBeLessThan(a.y);
    expect(loop.labelY).toBeGreaterThan(0);
    for (const n of layout.nodes) expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
  });

  test('is deterministic and keeps isolated states apart', () => {
    const m = stateMachine(model, 'PaymentStatus');
    const first = layoutDiagram(m);
    expect(layoutDiagram(m)).toEqual(first);
    const pending = first.nodes.find((n) => n.value === 'pending')!;
    expect(pending.isolated).toBe(false); // an initial state is drawn in the graph
    expect(first.nodes.filter((n) => n.isolated)).toEqual([]);
    expect(first.edges).toHaveLength(3);
    for (const n of first.nodes) {
      expect(n.x + n.width).toBeLessThanOrEqual(first.width);
      expect(n.y + n.height).toBeLessThanOrEqual(first.height);
    }
  });

  test('draws a machine without transitions as one row of isolated states', () => {
    const layout = layoutDiagram(stateMachine(model, 'PayoutStatus'));
    expect(layout.nodes.every((n) => n.isolated)).toBe(true);
    expect(layout.edges).toEqual([]);
    expect(layout.isolatedCaptionY).toBeDefined();
  });
  test('wraps many isolated states into rows instead of one wide line', () => {
    const states = Array.from({ length: 12 }, (_, i) => state(`state_number_${i}`));
    const layout = layoutDiagram({ states, transitions: [] });
    expect(new Set(layout.nodes.map((n) => n.y)).size).toBeGreaterThan(1);
    expect(layout.width).toBeLessThanOrEqual(LAYOUT.isolatedRowWidth + LAYOUT.margin);
    for (const n of layout.nodes) expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
  });
});
