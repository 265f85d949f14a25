import { describe, expect, test } from 'vitest';
import { createSpecModel } from '../spec-model.ts';
import { LAYOUT, assignLayers, layoutDiagram, stateMachine } from './state-machine.ts';
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
  test('layers follow breadth-first distance from the initial states', () => {
    const layers = assignLayers(
      ['a', 'b', 'c', 'd'],
      [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
      ],
      ['a'],
    );
    expect(Object.fromEntries(layers)).toEqual({ a: 0, b: 1, c: 2 });
  });

  test('without initial states, states nothing leads to come first', () => {
    const layers = assignLayers(['x', 'y'], [{ from: 'y', to: 'x' }], []);
    expect(Object.fromEntries(layers)).toEqual({ y: 0, x: 1 });
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
  const state = (value: string) => ({ value, description: undefined, initial: false, terminal: false });
  const edge = (number: number, from: string, to: string) => ({ number, from, to, trigger: undefined });

  test.each([
    ['a forward edge only', [edge(1, 'a', 'b')], false],
    ['a backward edge', [edge(1, 'a', 'b'), edge(2, 'b', 'a')], true],
  ])('reserves the band below the graph only for %s', (_name, transitions, reserved) => {
    const layout = layoutDiagram({ states: [state('a'), state('b')], transitions });
    const lowest = Math.max(...layout.nodes.map((n) => n.y + n.height));
    expect(layout.height - lowest > LAYOUT.margin).toBe(reserved);
  });

  test('starts the graph at the margin unless a self loop needs the band above it', () => {
    const plain = layoutDiagram({ states: [state('a'), state('b')], transitions: [edge(1, 'a', 'b')] });
    const looped = layoutDiagram({ states: [state('a'), state('b')], transitions: [edge(1, 'a', 'b'), edge(2, 'a', 'a')] });
    expect(Math.min(...plain.nodes.map((n) => n.y))).toBe(LAYOUT.margin);
    expect(Math.min(...looped.nodes.map((n) => n.y))).toBe(LAYOUT.margin + LAYOUT.loopDepth);
  });

  test('wraps many isolated states into rows instead of one wide line', () => {
    const states = Array.from({ length: 12 }, (_, i) => state(`state_number_${i}`));
    const layout = layoutDiagram({ states, transitions: [] });
    expect(new Set(layout.nodes.map((n) => n.y)).size).toBeGreaterThan(1);
    expect(layout.width).toBeLessThanOrEqual(LAYOUT.isolatedRowWidth + LAYOUT.margin);
    for (const n of layout.nodes) expect(n.x + n.width).toBeLessThanOrEqual(layout.width);
  });
});
