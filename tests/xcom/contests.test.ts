import { describe, expect, it } from 'vitest';
import { check, interceptionScore, meldTotal, rank } from '../../src/xcom/index';
import { must, passPhase, position } from './position';

describe('X-COM interception', () => {
  it('XR-INT-01 XR-INT-02: the best UFO and the best Interceptor score, with rank bonuses of cards in play', () => {
    const { s } = position({ phase: 'interception', play: [['Fighter Jets', 'Large Radar', 'Auto-Cannons'], ['Small Scout', 'Large Scout', 'Navigator']] });
    expect(interceptionScore(s, 0)).toBe(1 + 2 + 1);
    expect(interceptionScore(s, 1)).toBe(2 + 1);
  });

  it('XR-INT-03 XR-INT-04: Earth wins with a higher score and tactics is skipped', () => {
    const { s } = position({ phase: 'interception', play: [['Fighter Jets', 'Large Radar'], ['Small Scout']] });
    const t = must(s, { type: 'pass', seat: 0 });
    expect(t.interception).toEqual({ scores: [3, 1], winner: 0 });
    expect(t.tactics).toBeNull();
    expect(t.phase).toBe('base');
  });

  it('XR-INT-03: the Aliens win ties and win when Earth has no Interceptor', () => {
    const { s } = position({ phase: 'interception', play: [['Fighter Jets'], ['Small Scout']] });
    expect(must(s, { type: 'pass', seat: 0 }).interception).toEqual({ scores: [1, 1], winner: 1 });
    const { s: u } = position({ phase: 'interception', play: [['Laboratory'], []] });
    const v = must(u, { type: 'pass', seat: 0 });
    expect(v.interception?.winner).toBe(1);
    expect(v.phase).toBe('tactics');
  });
});

describe('X-COM melds', () => {
  it('XR-MELD-01: Earth melds one card of each type, never an Interceptor', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Rookie Squad', 'Rookie Squad', 'Fighter Jets', 'Laboratory'], []] });
    const [r1, r2, jets, lab] = ids[0];
    const t = must(must(s, { type: 'meld', seat: 0, card: r1 }), { type: 'meld', seat: 0, card: lab });
    expect(check(t, { type: 'meld', seat: 0, card: r2 })?.rule).toBe('XR-MELD-05');
    expect(check(t, { type: 'meld', seat: 0, card: jets })?.rule).toBe('XR-MELD-01');
  });

  it('XR-MELD-02: the Aliens meld one card of each type, never a UFO', () => {
    const { s, ids } = position({ phase: 'tactics', acting: 1, play: [[], ['Floaters', 'Small Scout', 'Soldiers']] });
    const [floaters, scout, soldiers] = ids[1];
    const t = must(must(s, { type: 'meld', seat: 1, card: floaters }), { type: 'meld', seat: 1, card: soldiers });
    expect(check(t, { type: 'meld', seat: 1, card: scout })?.rule).toBe('XR-MELD-02');
    expect(meldTotal(t, 1)).toBe(4);
  });

  it('XR-MELD-03: the higher total wins the tactics phase; the Aliens win ties', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Alien Autopsy'], ['Floaters']] });
    let t = must(s, { type: 'meld', seat: 0, card: ids[0][0] });
    t = must(t, { type: 'pass', seat: 0 });
    t = must(t, { type: 'meld', seat: 1, card: ids[1][0] });
    t = must(t, { type: 'pass', seat: 1 });
    expect(t.tactics).toEqual({ scores: [2, 2], winner: 1 });
    const { s: u, ids: ui } = position({ phase: 'tactics', play: [['Alien Autopsy', 'Rookie Squad'], ['Floaters']] });
    let v = must(must(u, { type: 'meld', seat: 0, card: ui[0][0] }), { type: 'meld', seat: 0, card: ui[0][1] });
    v = passPhase(must(must(v, { type: 'pass', seat: 0 }), { type: 'meld', seat: 1, card: ui[1][0] }));
    expect(v.tactics).toEqual({ scores: [3, 2], winner: 0 });
  });

  it('XR-MELD-04: an Extra card takes no place of its type', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Improved AP Ammo', 'Improved AP Ammo', 'Auto-Cannons'], []] });
    let t = s;
    for (const card of ids[0]) t = must(t, { type: 'meld', seat: 0, card });
    expect(t.melds[0]).toHaveLength(3);
  });

  it('XR-MELD-05: More in play gives one more place for its type, melded or not', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Rear Commander', 'Rookie Squad', 'Rookie Squad', 'Rookie Squad'], []] });
    const [, a, b, c] = ids[0];
    const t = must(must(s, { type: 'meld', seat: 0, card: a }), { type: 'meld', seat: 0, card: b });
    expect(check(t, { type: 'meld', seat: 0, card: c })?.rule).toBe('XR-MELD-05');
  });

  it('XR-MELD-06: rank bonuses of cards in play count whether or not the giver is melded', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Rookie Squad', 'Rookie Squad', 'Improved AP Ammo'], ['Reapers', 'Floaters']] });
    expect(rank(s, ids[0][2])).toBe(1 + 2);
    expect(rank(s, ids[1][1])).toBe(2 + 2);
    const t = must(s, { type: 'meld', seat: 0, card: ids[0][2] });
    expect(meldTotal(t, 0)).toBe(3);
  });

  it('XR-MELD-07: only your own cards in play, each once; Earth finishes before the Aliens build', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Alien Autopsy'], ['Floaters']], discard: [['Laboratory'], []] });
    expect(check(s, { type: 'meld', seat: 0, card: ids[0][1] })?.rule).toBe('XR-MELD-07');
    expect(check(s, { type: 'meld', seat: 0, card: ids[1][0] })?.rule).toBe('XR-MELD-07');
    expect(check(s, { type: 'meld', seat: 1, card: ids[1][0] })?.rule).toBe('XR-TURN-02');
    const t = must(s, { type: 'meld', seat: 0, card: ids[0][0] });
    expect(check(t, { type: 'meld', seat: 0, card: ids[0][0] })?.rule).toBe('XR-MELD-07');
  });
});

describe('X-COM trash', () => {
  it('XR-TRASH-01 XR-TRASH-02: a win by 10 or more lets the winner trash a card the loser has in play, under its base deck', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Alien Autopsy'], ['Plasma Guns', 'Mutons', 'Sectopod', 'Soldiers']] });
    let t = must(s, { type: 'pass', seat: 0 });
    expect(t.acting).toBe(1);
    for (const card of ids[1]) t = must(t, { type: 'meld', seat: 1, card });
    t = must(t, { type: 'pass', seat: 1 });
    expect(t.tactics?.scores).toEqual([0, 22]);
    expect(t.phase).toBe('tacticsTrash');
    expect(check(t, { type: 'trash', seat: 1, target: ids[1][0] })?.rule).toBe('XR-TRASH-01');
    const u = must(t, { type: 'trash', seat: 1, target: ids[0][0] });
    expect(u.sides[0].base.at(-1)).toBe(ids[0][0]);
    expect(u.phase).toBe('base');
  });

  it('XR-TRASH-03: Trash for R+N is declared once, counts in its phase, and the card goes as the end phase opens', () => {
    const { s, ids } = position({ phase: 'interception', play: [['Stingray Missiles'], ['Large Scout']] });
    const [sting] = ids[0];
    let t = must(s, { type: 'boost', seat: 0, card: sting });
    expect(check(t, { type: 'boost', seat: 0, card: sting })?.rule).toBe('XR-TRASH-03');
    expect(interceptionScore(t, 0)).toBe(5);
    t = must(t, { type: 'pass', seat: 0 });
    expect(t.interception?.winner).toBe(0);
    t = passPhase(passPhase(passPhase(t)));
    expect(t.phase).toBe('end');
    expect(t.sides[0].play).not.toContain(sting);
    expect(t.sides[0].base.at(-1)).toBe(sting);
  });

  it('XR-TRASH-03: in tactics, only a melded card may use it, raising its own rank', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Missile Defenses', 'Fighter Jets'], []] });
    const [md] = ids[0];
    expect(check(s, { type: 'boost', seat: 0, card: md })?.rule).toBe('XR-TRASH-03');
    expect(check(s, { type: 'boost', seat: 0, card: ids[0][1] })?.rule).toBe('XR-TRASH-03');
    const t = must(must(s, { type: 'meld', seat: 0, card: md }), { type: 'boost', seat: 0, card: md });
    expect(meldTotal(t, 0)).toBe(2 + 3);
  });

  it('XR-TRASH-04: the four protected cards are never killed or trashed', () => {
    const { s, ids } = position({ phase: 'end', play: [['Main Base', 'Cydonia or Bust'], ['Final Assault', 'Cydonia Base']] });
    expect(check(s, { type: 'trash', seat: 0, target: ids[0][0] })?.rule).toBe('XR-TRASH-04');
    expect(check(s, { type: 'trash', seat: 0, target: ids[0][1] })?.rule).toBe('XR-TRASH-04');
    const { s: k, ids: ki } = position({ play: [['Hyperwave Decoder'], ['Final Assault']] });
    expect(check(k, { type: 'kill', seat: 0, card: ki[0][0], target: ki[1][0] })?.rule).toBe('XR-TRASH-04');
  });
});

describe('X-COM morale and panic', () => {
  function tactics(earth: string[], alien: string[], panic = 0) {
    const { s, ids } = position({ phase: 'tactics', panic, play: [earth, alien] });
    let t = s;
    for (const card of ids[0]) if (check(t, { type: 'meld', seat: 0, card }) === null) t = must(t, { type: 'meld', seat: 0, card });
    t = must(t, { type: 'pass', seat: 0 });
    for (const card of ids[1]) if (check(t, { type: 'meld', seat: 1, card }) === null) t = must(t, { type: 'meld', seat: 1, card });
    return passPhase(must(t, { type: 'pass', seat: 1 }));
  }

  it('XR-MORALE-01 XR-MORALE-02: an Alien win adds the gap plus Panic N to Earth panic', () => {
    const t = tactics(['Rookie Squad'], ['Floaters', 'Alien Abduction'], 5);
    expect(t.tactics?.scores).toEqual([1, 3]);
    expect(t.panic).toBe(5 + 2 + 2);
  });

  it('XR-MORALE-01 XR-MORALE-03: an Earth win in tactics sheds the gap plus Rally N', () => {
    const t = tactics(['Rookie Squad', 'Alien Autopsy', 'Outpost'], ['Sectoids'], 10);
    expect(t.tactics?.scores).toEqual([4, 1]);
    expect(t.panic).toBe(10 - 3 - 2);
  });

  it('XR-MORALE-04: panic never drops below zero', () => {
    const t = tactics(['Rookie Squad', 'Alien Autopsy', 'Outpost'], ['Sectoids'], 1);
    expect(t.panic).toBe(0);
  });
});
