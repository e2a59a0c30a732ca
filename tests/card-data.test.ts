// The project's card facts (cards/facts.json): schema, counts and the source corrections.
import { describe, expect, it } from 'vitest';
import { CARD_FACTS, factsByNumber } from '../src/engine/cards/pool';
import { validateCardFacts, validatePool } from '../src/engine/cards/validate';
import type { CardFacts } from '../src/engine/cards/types';

const card = (n: string): CardFacts => {
  const c = factsByNumber(n);
  if (!c) throw new Error(`no card ${n}`);
  return c;
};

describe('card facts', () => {
  it('every card validates and collector numbers are unique', () => {
    expect(validatePool(CARD_FACTS)).toEqual([]);
    expect(new Set(CARD_FACTS.map((c) => c.number)).size).toBe(CARD_FACTS.length);
  });

  it('R-SETUP-11: 497 cards, 330 in set 1 and 167 in set 2', () => {
    expect(CARD_FACTS).toHaveLength(497);
    expect(CARD_FACTS.filter((c) => c.set === 1)).toHaveLength(330);
    expect(CARD_FACTS.filter((c) => c.set === 2)).toHaveLength(167);
  });

  it('is sorted by set, then the main run, then premium foils, by number', () => {
    const nums = CARD_FACTS.map((c) => c.number);
    expect(nums.slice(0, 3)).toEqual(['1U1', '1C2', '1U3']);
    expect(nums.slice(326, 331)).toEqual(['1PF1', '1PF2', '1PF3', '1PF4', '2U1']);
    expect(nums.at(-1)).toBe('2PF2');
  });

  it('every location has energy icons and is a site or a sector', () => {
    const locs = CARD_FACTS.filter((c) => c.type === 'LOCATION');
    expect(locs).toHaveLength(50);
    for (const l of locs) {
      expect(l.energyIcons, l.number).toBeDefined();
      expect(['Site', 'Sector'], l.number).toContain(l.kind);
    }
  });

  it('every ship has a capacity and is a Fighter or a Capital', () => {
    for (const s of CARD_FACTS.filter((c) => c.type === 'SHIP')) {
      expect(s.capacity, s.number).toBeTypeOf('number');
      expect(s.labels.includes('Fighter') !== s.labels.includes('Capital'), s.number).toBe(true);
    }
  });

  it('every inverter has both sides, and only inverters have an inverted side', () => {
    const inverters = CARD_FACTS.filter((c) => c.labels.includes('Inverter'));
    expect(inverters).toHaveLength(26);
    for (const c of inverters) {
      expect(c.stats, c.number).toBeDefined();
      expect(c.inverted, c.number).toBeDefined();
    }
    expect(CARD_FACTS.filter((c) => c.inverted)).toHaveLength(26);
  });

  it('no junk labels survive (Max Retros\' "(Lost" is its pile)', () => {
    expect(CARD_FACTS.flatMap((c) => c.labels).filter((l) => !/^[A-Za-z][A-Za-z0-9-]*$/.test(l))).toEqual([]);
    expect(card('2R78')).toMatchObject({ title: 'Max Retros', type: 'INTERRUPT', kind: 'Lost', labels: [] });
  });

  it("Flamecutter's cost and destiny are unknown (null), not 0 or 99", () => {
    expect(card('2R124')).toMatchObject({ title: 'Flamecutter', energyCost: null, destiny: null, faction: 'Unknown' });
  });

  describe('corrections from the source notes hold', () => {
    it('Inca 2 is 1R31', () => {
      expect(card('1R31')).toMatchObject({ title: 'Inca 2', type: 'SHIP' });
      expect(CARD_FACTS.filter((c) => c.title === 'Inca 2')).toHaveLength(1);
    });
    it('Infantry Officer is 1C32, Earther', () => {
      expect(card('1C32')).toMatchObject({ title: 'Infantry Officer', faction: 'Earther' });
    });
    it("Rugged Empty's defense reads 3 on both sides", () => {
      const r = card('2U80');
      expect(r.title).toBe('Rugged Empty');
      expect(r.stats).toEqual({ power: 2, tactics: 1, defense: 3 });
      expect(r.inverted).toEqual({ power: 1, tactics: 1, defense: 3 });
    });
    it('Belt/Derelict Freighter has 1/1 energy and a Quay support icon', () => {
      expect(card('2U151')).toMatchObject({
        title: 'Belt/Derelict Freighter',
        energyIcons: { yourSide: 1, opponentSide: 1 },
        supportIcons: { Quay: 1 },
        supportCost: {},
      });
    });
  });

  it('defects found on import are fixed (Ashmahi-Anant title, set 2 location cost)', () => {
    expect(card('2R88')).toMatchObject({ title: 'Ashmahi-Anant', unique: true });
    for (const l of CARD_FACTS.filter((c) => c.type === 'LOCATION')) expect(l.energyCost, l.number).toBe(0);
  });

  describe('validateCardFacts rejects malformed cards', () => {
    const grunt = card('1C7');
    const problems = (patch: object) => validateCardFacts({ ...grunt, ...patch });

    it('accepts a good card and rejects non-objects without throwing', () => {
      expect(validateCardFacts(grunt)).toEqual([]);
      expect(validateCardFacts(null)).toHaveLength(1);
      expect(validateCardFacts('1C7')).toHaveLength(1);
    });
    it('checks the collector number format, type and required fields', () => {
      expect(problems({ number: '3C7' }).join()).toMatch(/number/);
      expect(problems({ number: '1Q7' }).join()).toMatch(/number/);
      expect(problems({ type: 'SPELL' }).join()).toMatch(/type/);
      expect(problems({ title: '' }).join()).toMatch(/title/);
      expect(problems({ energyCost: undefined }).join()).toMatch(/energyCost/);
      expect(problems({ labels: ['(Lost'] }).join()).toMatch(/label/);
    });
    it('a unit needs stats and the Unit label', () => {
      expect(problems({ stats: undefined }).join()).toMatch(/stats/);
      expect(problems({ labels: ['CGC'] }).join()).toMatch(/Unit/);
    });
    it('a ship needs a capacity and Fighter or Capital; a location icons and Site/Sector', () => {
      const ship = card('1R31');
      expect(validateCardFacts({ ...ship, capacity: undefined }).join()).toMatch(/capacity/);
      expect(validateCardFacts({ ...ship, labels: ['iCom'] }).join()).toMatch(/Fighter or a Capital/);
      const loc = card('1S301');
      expect(validateCardFacts({ ...loc, energyIcons: undefined }).join()).toMatch(/energyIcons/);
      expect(validateCardFacts({ ...loc, kind: 'Planet' }).join()).toMatch(/Site or a Sector/);
    });
    it('an inverter needs its inverted side', () => {
      expect(validateCardFacts({ ...card('2U80'), inverted: undefined }).join()).toMatch(/inverter/);
    });
    it('validatePool reports a collector number used twice', () => {
      expect(validatePool([grunt, grunt])).toEqual(['1C7: collector number used twice']);
    });
  });
});
