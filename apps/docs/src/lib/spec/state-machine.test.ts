import { describe, expect, test } from 'vitest';
import { createSpecModel } from './spec-model.ts';
import { assignLayers, layoutDiagram, stateMachine } from './state-machine.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const model = createSpecModel(miniSpec);

describe('stateMachine', () => {
  test('reads states, markers and numbered transitions', () => {
    const m = stateMachine(model, 'PaymentStatus');
    expect(m.known).toBe('partial');
    expect(m.states.find((s) => s.value === 'pending')).toMatchObject({ initial: true, terminal: false, description: 'Submitted.' });
    expect(m.states.find((s) => s.value === 'canceled')?.terminal).toBe(true);
    expect(m.transitions.map((t) => `${t.number}:${t.from}>${t.to}`)).toEqual(['1:authorized>succeeded', '2:authorized>canceled', '3:succeeded>canceled']);
  });

  test('says honestly when no transitions are known', () => {
    const m = stateMachine(model, 'PayoutStatus');
    expect(m.statement).toBe('The upstream API documentation lists these states but does not show which transitions are allowed.');
    expect(m.transitions).toEqual([]);
  });

  test('fails naming the pointer of a transition to an unknown state', () => {
    const broken = structuredClone(miniSpec);
    broken.components!.schemas!.PaymentStatus!['x-state-transitions']!.transitions[1]!.to = 'refunded';
    expect(() => stateMachine(createSpecModel(broken), 'PaymentStatus')).toThrow(
      '#/components/schemas/PaymentStatus/x-state-transitions/transitions/1/to: "refunded" is not a value of PaymentStatus',
    );
  });

  test('fails for a schema without x-state-transitions', () => {
    expect(() => stateMachine(model, 'ErrorCode')).toThrow('ErrorCode" has no x-state-transitions');
  });
});

describe('layout', () => {
  test('layers follow breadth-first distance from the initial states', () => {
    const layers = assignLayers(['a', 'b', 'c', 'd'], [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'a' }], ['a']);
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
});
