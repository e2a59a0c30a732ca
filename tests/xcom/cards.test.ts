import { describe, expect, it } from 'vitest';
import { DECKS, abilityText, sideCards, startCount, EARTH_TYPES, ALIEN_TYPES } from '../../src/xcom/cards';

describe('X-COM cards as data', () => {
  it('XR-SETUP-02: each starting active deck holds 20 cards; the base decks hold the rest', () => {
    expect(startCount('earth')).toBe(20);
    expect(startCount('alien')).toBe(20);
    expect(sideCards('earth').length - 20).toBe(70);
    expect(sideCards('alien').length - 20).toBe(69);
  });

  it('each side only uses its own card types', () => {
    for (const d of [...DECKS.earth.start, ...DECKS.earth.base]) expect(EARTH_TYPES).toContain(d.type);
    for (const d of [...DECKS.alien.start, ...DECKS.alien.base]) expect(ALIEN_TYPES).toContain(d.type);
  });

  it('keeps the listed facts of sample cards', () => {
    const find = (side: 'earth' | 'alien', deck: 'start' | 'base', name: string) => DECKS[side][deck].find((d) => d.name === name);
    expect(find('earth', 'base', 'Avenger')).toMatchObject({ count: 2, dc: 9, rl: 0, type: 'interceptor', rank: 9 });
    expect(find('earth', 'start', 'Rookie Squad')).toMatchObject({ count: 3, dc: 2, rl: 0, type: 'squad', rank: 1 });
    expect(find('alien', 'base', 'Mutons')).toMatchObject({ count: 3, dc: 6, type: 'race', rank: 6 });
    expect(find('alien', 'base', 'Ethereals')).toMatchObject({ psionic: true, abilities: [{ kind: 'more', type: 'functions' }] });
    expect(find('earth', 'base', 'Cydonia or Bust')).toMatchObject({ dc: 9, rl: 1, rank: 7, abilities: [{ kind: 'call', what: { names: ['Avenger'] } }] });
  });

  it('every ability has its own words', () => {
    for (const d of [...sideCards('earth'), ...sideCards('alien')]) {
      for (const a of d.abilities) expect(abilityText(a, d).length).toBeGreaterThan(10);
    }
  });
});

describe('X-COM card abilities', () => {
  it('XR-ACT-05: no card has two abilities that are counted as used (one count per card a turn)', () => {
    const counted = new Set(['supply', 'call', 'kill', 'superSearch']);
    for (const d of [...sideCards('earth'), ...sideCards('alien')]) {
      expect(d.abilities.filter((a) => counted.has(a.kind)).length).toBeLessThanOrEqual(1);
    }
  });
});
