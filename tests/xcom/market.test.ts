import { describe, expect, it } from 'vitest';
import { check, legalActions, searchAllowance, staging, trashAllowance } from '../../src/xcom/index';
import { cardsConserved, must, nameOf, passPhase, position } from './position';

describe('X-COM staging and search', () => {
  it('XR-STAGE-01: the staging cards are the top five of the base deck', () => {
    const { s } = position({ phase: 'base' });
    expect(staging(s, 0)).toEqual(s.sides[0].base.slice(0, 5));
  });

  it('XR-STAGE-02: Super Search brings a deeper card into staging and trashes a staging card', () => {
    const { s, ids } = position({ phase: 'base', play: [['Main Base'], []] });
    const find = s.sides[0].base[20];
    const out = s.sides[0].base[2];
    expect(check(s, { type: 'superSearch', seat: 0, card: ids[0][0], find: s.sides[0].base[1], trash: out })?.rule).toBe('XR-STAGE-02');
    const t = must(s, { type: 'superSearch', seat: 0, card: ids[0][0], find, trash: out });
    expect(staging(t, 0)[0]).toBe(find);
    expect(t.sides[0].base.at(-1)).toBe(out);
    expect(check(t, { type: 'superSearch', seat: 0, card: ids[0][0], find: t.sides[0].base[9], trash: staging(t, 0)[1] })?.rule).toBe('XR-STAGE-02');
    const { s: u } = position({ phase: 'base', play: [['Laboratory'], []] });
    expect(legalActions(u).map((a) => a.type)).toEqual(['pass']);
  });

  it('XR-SEARCH-01: one search a turn plus Search +N cards; the next card slides into staging', () => {
    const { s } = position({ phase: 'search', play: [['Laboratory'], ['Small Scout', 'Large Scout']] });
    expect(searchAllowance(s, 0)).toBe(1);
    expect(searchAllowance(s, 1)).toBe(3);
    const sixth = s.sides[0].base[5];
    const first = staging(s, 0)[0];
    const t = must(s, { type: 'search', seat: 0, target: first });
    expect(staging(t, 0)).toContain(sixth);
    expect(t.sides[0].base.at(-1)).toBe(first);
    expect(check(t, { type: 'search', seat: 0, target: staging(t, 0)[0] })?.rule).toBe('XR-SEARCH-01');
    expect(check(s, { type: 'search', seat: 0, target: staging(s, 1)[0] })?.rule).toBe('XR-SEARCH-01');
  });

  it('XR-COMP-01: from panic 1 Earth has one more search action', () => {
    expect(searchAllowance(position({ phase: 'search', panic: 0 }).s, 0)).toBe(1);
    expect(searchAllowance(position({ phase: 'search', panic: 1 }).s, 0)).toBe(2);
  });
});

describe('X-COM research', () => {
  it('XR-RES-01 XR-RES-02: a staging card bought with research levels of cards in play goes to the discard pile, as do its payers', () => {
    const { s, ids } = position({ phase: 'research', play: [['Laboratory', 'Alien Autopsy'], []], staging: [['Laser Guns'], []] });
    const [lab, autopsy, laser] = ids[0];
    expect(check(s, { type: 'buy', seat: 0, target: laser, paying: [autopsy], boosted: [] })?.rule).toBe('XR-RES-02');
    const t = must(s, { type: 'buy', seat: 0, target: laser, paying: [lab], boosted: [] });
    expect(t.sides[0].discard).toEqual(expect.arrayContaining([lab, laser]));
    expect(t.sides[0].play).toEqual([autopsy]);
    expect(staging(t, 0)).toHaveLength(5);
    expect(cardsConserved(t)).toBe(true);
    expect(check(s, { type: 'buy', seat: 0, target: s.sides[0].base[7], paying: [lab], boosted: [] })?.rule).toBe('XR-RES-01');
  });

  it('XR-RES-03: a payment names only the cards it needs; the list offers each minimal payment', () => {
    const { s, ids } = position({ phase: 'research', play: [['Laboratory', 'Alien Autopsy', 'Main Base'], []], staging: [['Laser Guns'], []] });
    const [lab, autopsy, , laser] = ids[0];
    expect(check(s, { type: 'buy', seat: 0, target: laser, paying: [lab, autopsy], boosted: [] })?.rule).toBe('XR-RES-03');
    const buys = legalActions(s).filter((a) => a.type === 'buy' && a.target === laser);
    expect(buys.map((a) => (a.type === 'buy' ? a.paying.map(nameOf).sort() : []))).toEqual(
      expect.arrayContaining([['Laboratory'], ['Alien Autopsy', 'Main Base']]),
    );
    expect(buys).toHaveLength(2);
  });

  it('XR-RES-04: UFO Secrets pays four more towards an Interceptor only', () => {
    const { s, ids } = position({ phase: 'research', play: [['UFO Secrets'], []], staging: [['Firestorm', 'Laser Guns'], []] });
    const [secrets, firestorm, laser] = ids[0];
    expect(check(s, { type: 'buy', seat: 0, target: firestorm, paying: [secrets], boosted: [] })).toBeNull();
    expect(check(s, { type: 'buy', seat: 0, target: laser, paying: [secrets], boosted: [] })?.rule).toBe('XR-RES-02');
  });

  it('XR-RES-05: Research Project pays three more when trashed', () => {
    const { s, ids } = position({ phase: 'research', play: [['Research Project'], []], staging: [['Plasma Guns'], []] });
    const [project, guns] = ids[0];
    expect(check(s, { type: 'buy', seat: 0, target: guns, paying: [project], boosted: [] })?.rule).toBe('XR-RES-02');
    const t = must(s, { type: 'buy', seat: 0, target: guns, paying: [project], boosted: [project] });
    expect(t.sides[0].base.at(-1)).toBe(project);
    expect(t.sides[0].discard).toContain(guns);
  });

  it('XR-COMP-02: from panic 10 Earth Base and Logistics cards pay one more', () => {
    const at = (panic: number) => {
      const { s, ids } = position({ phase: 'research', panic, play: [['Alien Autopsy', 'Laboratory'], []], staging: [['Plasma Guns'], []] });
      return check(s, { type: 'buy', seat: 0, target: ids[0][2], paying: [ids[0][0], ids[0][1]], boosted: [] });
    };
    expect(at(9)?.rule).toBe('XR-RES-02');
    expect(at(10)).toBeNull();
  });

  it('XR-PSI-01: Earth buys a Psionic card only with a Psi Laboratory among its active cards', () => {
    const { s, ids } = position({ phase: 'research', play: [['Laboratory', 'Main Base', 'Alien Autopsy'], []], staging: [['Panic Aliens', 'Psi Laboratory'], []] });
    const [lab, main, , panicAliens] = ids[0];
    expect(check(s, { type: 'buy', seat: 0, target: panicAliens, paying: [lab, main], boosted: [] })?.rule).toBe('XR-PSI-01');
    const { s: u, ids: ui } = position({ phase: 'research', play: [['Laboratory', 'Main Base'], []], discard: [['Psi Laboratory'], []], staging: [['Panic Aliens'], []] });
    expect(check(u, { type: 'buy', seat: 0, target: ui[0][3], paying: [ui[0][0], ui[0][1]], boosted: [] })).toBeNull();
    const { s: a, ids: ai } = position({ phase: 'research', acting: 1, play: [[], ['Cydonia Base', 'Alien Research']], staging: [[], ['Cause Panic']] });
    expect(check(a, { type: 'buy', seat: 1, target: ai[1][2], paying: [ai[1][0], ai[1][1]], boosted: [] })).toBeNull();
  });
});

describe('X-COM end phase', () => {
  it('XR-END-02: one trash action, more with Trash +N; XR-END-03: the rest goes to the discard pile', () => {
    const { s, ids } = position({ phase: 'end', play: [['Upgrades', 'Rookie Squad', 'Laboratory', 'Fighter Jets'], ['Soldiers']] });
    const [upgrades, rookie, lab, jets] = ids[0];
    expect(trashAllowance(s, 0)).toBe(2);
    let t = must(must(s, { type: 'trash', seat: 0, target: rookie }), { type: 'trash', seat: 0, target: lab });
    expect(check(t, { type: 'trash', seat: 0, target: jets })?.rule).toBe('XR-END-02');
    expect(check(t, { type: 'trash', seat: 0, target: ids[1][0] })?.rule).toBe('XR-END-02');
    expect(t.sides[0].base.slice(-2)).toEqual([rookie, lab]);
    t = passPhase(t);
    expect(t.turn).toBe(s.turn + 1);
    expect(t.sides[0].discard).toEqual(expect.arrayContaining([upgrades, jets]));
    expect(cardsConserved(t)).toBe(true);
  });

  it('XR-END-01: marked cards are trashed as the end phase opens, using no trash action', () => {
    const { s, ids } = position({ phase: 'research', play: [['Missile Defenses', 'Rookie Squad'], []] });
    s.boosts[ids[0][0]] = 'tactics';
    const t = passPhase(s);
    expect(t.phase).toBe('end');
    expect(t.sides[0].base.at(-1)).toBe(ids[0][0]);
    expect(check(t, { type: 'trash', seat: 0, target: ids[0][1] })).toBeNull();
  });
});
