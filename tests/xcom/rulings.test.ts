import { describe, expect, it } from 'vitest';
import { apply, check, createXcomGame, interceptionScore, legalActions, meldRoom, searchAllowance, seatView, staging, trashAllowance, XCOM_GAME } from '../../src/xcom/index';
import { must, passPhase, position } from './position';

describe('X-COM rulings (docs/xcom/rulings.md)', () => {
  it('XRU-01: an interception win sheds the interception gap plus Rally', () => {
    const { s } = position({ phase: 'interception', panic: 10, play: [['Fighter Jets', 'Large Radar', 'Outpost'], ['Small Scout']] });
    const t = must(s, { type: 'pass', seat: 0 });
    expect(t.interception?.scores).toEqual([3, 1]);
    expect(t.panic).toBe(10 - 2 - 2);
  });

  it('XRU-02: a card marked by Trash for R+N cannot pay for research', () => {
    const { s, ids } = position({ phase: 'research', panic: 20, play: [['Decoy Base', 'Laboratory'], []], staging: [['Improved HE Ammo'], []] });
    const [decoy, lab, ammo] = ids[0];
    expect(check(s, { type: 'buy', seat: 0, target: ammo, paying: [decoy, lab], boosted: [] })?.rule).toBe('XR-RES-03');
    s.boosts[decoy] = 'interception';
    expect(check(s, { type: 'buy', seat: 0, target: ammo, paying: [decoy], boosted: [] })?.rule).toBe('XR-RES-02');
  });

  it('XRU-03: Trash for R+N in interception needs an Interceptor in play', () => {
    const { s, ids } = position({ phase: 'interception', play: [['Missile Defenses'], []] });
    expect(check(s, { type: 'boost', seat: 0, card: ids[0][0] })?.rule).toBe('XR-INT-03');
    const { s: u, ids: ui } = position({ phase: 'interception', play: [['Missile Defenses', 'Fighter Jets'], []] });
    expect(interceptionScore(must(u, { type: 'boost', seat: 0, card: ui[0][0] }), 0)).toBe(1 + 3);
  });

  it('XRU-04: the protected cards still go to the discard pile at the end of the turn', () => {
    const { s, ids } = position({ phase: 'end', play: [['Main Base'], ['Cydonia Base']] });
    const t = passPhase(s);
    expect(t.sides[0].discard).toContain(ids[0][0]);
    expect(t.sides[1].discard).toContain(ids[1][0]);
  });

  it('XRU-05: More works from a card in play that can never be melded', () => {
    const { s, ids } = position({ phase: 'tactics', acting: 1, play: [[], ['Terror Ship', 'Reapers', 'Reapers']] });
    expect(meldRoom(s, 1, 'terror')).toBe(2);
    const t = must(must(s, { type: 'meld', seat: 1, card: ids[1][1] }), { type: 'meld', seat: 1, card: ids[1][2] });
    expect(t.melds[1]).toHaveLength(2);
  });

  it('XRU-06: a Call with nothing to find is not offered', () => {
    const { s } = position({ play: [['Skyranger Transport'], []] });
    s.sides[0].base.push(...s.sides[0].discard.splice(0));
    expect(legalActions(s).map((a) => a.type)).toEqual(['pass']);
  });

  it('XRU-07: Earth completes its meld before the Aliens build theirs', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Rookie Squad'], ['Floaters']] });
    expect(check(s, { type: 'meld', seat: 1, card: ids[1][0] })?.rule).toBe('XR-TURN-02');
    const t = must(must(s, { type: 'meld', seat: 0, card: ids[0][0] }), { type: 'pass', seat: 0 });
    expect(check(t, { type: 'meld', seat: 0, card: ids[0][0] })?.rule).toBe('XR-TURN-02');
    expect(check(t, { type: 'meld', seat: 1, card: ids[1][0] })).toBeNull();
  });

  it('XRU-08: a bought card\'s place in staging is filled at once', () => {
    const { s, ids } = position({ phase: 'research', play: [['Laboratory', 'Main Base'], []], staging: [['Stun Rod', 'Stun Bombs'], []] });
    const sixth = s.sides[0].base[5];
    const t = must(s, { type: 'buy', seat: 0, target: ids[0][2], paying: [ids[0][1]], boosted: [] });
    expect(staging(t, 0)).toContain(sixth);
    expect(check(t, { type: 'buy', seat: 0, target: ids[0][3], paying: [ids[0][0]], boosted: [] })).toBeNull();
  });

  it('XRU-09: a single card may pay more than the cost', () => {
    const { s, ids } = position({ phase: 'research', play: [['Laboratory'], []], staging: [['Improved Incendiary'], []] });
    expect(check(s, { type: 'buy', seat: 0, target: ids[0][1], paying: [ids[0][0]], boosted: [] })).toBeNull();
  });

  it('XRU-10: a Psi Laboratory in play lets Earth buy Psionic cards', () => {
    const { s, ids } = position({ phase: 'research', play: [['Psi Laboratory', 'Laboratory'], []], staging: [['Panic Aliens'], []] });
    expect(check(s, { type: 'buy', seat: 0, target: ids[0][2], paying: [ids[0][0], ids[0][1]], boosted: [] })).toBeNull();
  });

  it('XRU-11: Aliens without a UFO score 0, so any Interceptor wins', () => {
    const { s } = position({ phase: 'interception', play: [['Fighter Jets'], ['Floaters']] });
    expect(must(s, { type: 'pass', seat: 0 }).interception).toEqual({ scores: [1, 0], winner: 0 });
  });

  it('XRU-12: the mission cards in play do not win a turn their side loses', () => {
    const { s } = position({ phase: 'interception', play: [['Avenger', 'Cydonia or Bust'], ['Battleship']] });
    const t = must(s, { type: 'pass', seat: 0 });
    expect(t.interception?.winner).toBe(1);
    expect(t.phase).toBe('tactics');
    expect(t.winner).toBeNull();
  });

  it('XRU-13: the next turn draws by the panic the morale phase left', () => {
    const { s: u, ids: ui } = position({ phase: 'tactics', panic: 19, play: [['Rookie Squad'], ['Floaters']] });
    let v = passPhase(must(must(u, { type: 'pass', seat: 0 }), { type: 'meld', seat: 1, card: ui[1][0] }));
    expect(v.panic).toBe(21);
    while (v.phase !== 'action') v = must(v, { type: 'pass', seat: v.acting });
    expect(v.sides.map((x) => x.play.length)).toEqual([7, 9]);
  });
});

describe('X-COM rulings: actions of one\'s own', () => {
  it('XRU-14: no Supply without a card that grants it, but one search and one trash for every side', () => {
    const { s } = position({ play: [['Rookie Squad', 'Laboratory'], ['Soldiers']] });
    expect(legalActions(s).map((a) => a.type)).toEqual(['pass']);
    const { s: t } = position({ phase: 'search', play: [['Rookie Squad'], ['Soldiers']] });
    expect(searchAllowance(t, 0)).toBe(1);
    expect(searchAllowance(t, 1)).toBe(1);
    expect(trashAllowance(t, 0)).toBe(1);
  });
});

describe('X-COM rulings: the end of the panic track', () => {
  it('XRU-15: a morale phase may take panic past 50; the count is kept in full and the game is over', () => {
    const { s, ids } = position({ phase: 'tactics', panic: 45, play: [['Rookie Squad'], ['Alien Terror']] });
    const t = passPhase(must(must(s, { type: 'pass', seat: 0 }), { type: 'meld', seat: 1, card: ids[1][0] }));
    // The meld wins by 5, and Alien Terror's Panic 4 adds to it.
    expect(t.panic).toBe(45 + 5 + 4);
    expect([t.winner, t.winRule, t.phase]).toEqual([1, 'XR-WIN-03', 'over']);
    expect(legalActions(t)).toEqual([]);
  });

  it('XRU-16: a search, a purchase and a Super Search tell the base card that moves up, which undo never takes back; below the staging cards a view gives no order', () => {
    const s = createXcomGame(1);
    // Below the staging cards the view has the same cards in an order of its own.
    const v = seatView(s, 0);
    for (const seat of [0, 1] as const) {
      expect(v.sides[seat].base.slice(0, 5)).toEqual(staging(s, seat));
      expect([...v.sides[seat].base.slice(5)].sort()).toEqual([...s.sides[seat].base.slice(5)].sort());
      expect(v.sides[seat].base.slice(5)).toEqual([...v.sides[seat].base.slice(5)].sort());
    }
    let t = s;
    for (let i = 0; i < 100 && t.phase !== 'search'; i++) t = must(t, { type: 'pass', seat: t.acting });
    const next = t.sides[0].base[5];
    const r = apply(t, { type: 'search', seat: 0, target: staging(t, 0)[0] });
    expect(r.ok && r.events.at(-1)).toEqual({ kind: 'staged', seat: 0, cards: [next] });
    expect(r.ok && XCOM_GAME.revealsHidden(r.events)).toBe(true);
    // A pass shows nothing.
    const p = apply(t, { type: 'pass', seat: 0 });
    expect(p.ok && XCOM_GAME.revealsHidden(p.events)).toBe(false);
  });

  it('XRU-16: a purchase and a Super Search show the cards that move up too', () => {
    const { s, ids } = position({ phase: 'research', play: [['Laboratory'], []], staging: [['Laser Cannons'], []] });
    const next = s.sides[0].base[5];
    const bought = apply(s, legalActions(s).find((a) => a.type === 'buy' && a.target === ids[0][1])!);
    expect(bought.ok && bought.events.filter((e) => e.kind === 'staged')).toEqual([{ kind: 'staged', seat: 0, cards: [next] }]);
    const base = position({ phase: 'base', play: [['Main Base'], []] }).s;
    const find = base.sides[0].base[9];
    const found = apply(base, { type: 'superSearch', seat: 0, card: base.sides[0].play[0], find, trash: staging(base, 0)[0] });
    expect(found.ok && found.events.filter((e) => e.kind === 'staged')).toEqual([{ kind: 'staged', seat: 0, cards: [find] }]);
  });
});
