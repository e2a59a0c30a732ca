import { describe, expect, it } from 'vitest';
import { apply, createXcomGame, eventText, legalActions } from '../../src/xcom/index';
import type { XEvent } from '../../src/xcom/index';
import { pick } from '../../src/engine/rng';
import { must, position } from './position';

describe('X-COM events', () => {
  it('XR-TRASH-02: a trash is logged under the rule that made it, in words', () => {
    const { s, ids } = position({ phase: 'end', play: [['Rookie Squad'], []] });
    const r = apply(s, { type: 'trash', seat: 0, target: ids[0][0] });
    expect(r.ok && r.events).toContainEqual({ kind: 'trashed', seat: 0, card: ids[0][0], rule: 'XR-END-02' });
    const text = r.ok ? r.events.map(eventText) : [];
    expect(text).toContain('Rookie Squad goes under Earth\'s base deck.');
  });

  it('XR-MORALE-02: the panic change is logged with the new level', () => {
    const { s, ids } = position({ phase: 'tactics', panic: 3, play: [[], ['Floaters']] });
    const t = must(must(s, { type: 'pass', seat: 0 }), { type: 'meld', seat: 1, card: ids[1][0] });
    const r = apply(t, { type: 'pass', seat: 1 });
    expect(r.ok && r.events.map(eventText)).toEqual(expect.arrayContaining(['Tactics: Earth 0, Aliens 2; the Aliens win.', 'Panic rises by 2 to 5.']));
  });

  it('every event of a random game reads as a sentence', () => {
    let s = createXcomGame(21);
    let r = 5;
    const events: XEvent[] = [];
    while (s.phase !== 'over') {
      const l = legalActions(s);
      const [nr, i] = pick(r, l.length);
      r = nr;
      const res = apply(s, l[i]);
      if (!res.ok) throw new Error(res.refusal.rule);
      events.push(...res.events);
      s = res.state;
    }
    const kinds = new Set(events.map((e) => e.kind));
    expect(kinds).toContain('won');
    for (const e of events) expect(eventText(e)).toMatch(/^[A-Z][^]*\.$/);
    expect(events.map(eventText).join(' ')).not.toMatch(/undefined|NaN/);
  });
});
