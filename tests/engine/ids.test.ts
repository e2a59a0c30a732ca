// Stable ids: actions and saves name an activated ability by `<card number>:<key>` and an option of
// a choice by its key, written with the card's abilities, so reordering them changes no action.
import { describe, expect, it } from 'vitest';
import { CARDS, isImplemented } from '../../cards';
import { visit } from '../../src/engine/abilities/visit';
import type { Ability, Option } from '../../src/engine/abilities/vocabulary';
import { cardAbilityIds, legalActions } from '../../src/engine';
import type { CardDef } from '../../src/engine/cards/types';
import { validateAbilities } from '../../src/engine/abilities/validate';
import { energy, game, P1 } from '../kit/driver';
import type { CardAbility } from '../../cards/abilities/types';

// @ts-expect-error a real card's activated ability needs its key (cards/abilities/types.ts)
const noKey: CardAbility = { kind: 'activated', cost: [], effect: [] };

const real = Object.values(CARDS).filter((d) => isImplemented(d.number));
const both = (d: CardDef): Ability[] => [...(d.abilities ?? []), ...(d.invertedAbilities ?? [])];

describe('stable ids of abilities and options', () => {
  it('every activated and triggered ability of a real card has a key, unique on the card (both sides)', () => {
    for (const d of real) {
      const keyed = both(d).filter((a) => a.kind === 'activated' || a.kind === 'triggered');
      for (const a of keyed) expect('key' in a && a.key, `${d.number} ${d.title}`).toBeTruthy();
      const ids = cardAbilityIds(d).filter((id) => !id.includes('#'));
      expect(new Set(ids).size, `${d.number} ${d.title}: ${ids.join(', ')}`).toBe(ids.length);
      expect(ids.length).toBe(keyed.length);
    }
  });
  it('every option of a choice in a real card has a key, unique in its choice', () => {
    let n = 0;
    for (const d of real) {
      for (const a of both(d)) {
        visit('ability', a, (v) => {
          if (v.category !== 'effect' || v.word?.name !== 'choice') return;
          const keys = (v.node as { options: Option[] }).options.map((o) => o.key);
          n += keys.length;
          for (const k of keys) expect(k, d.number).toBeTruthy();
          expect(new Set(keys).size, d.number).toBe(keys.length);
        });
      }
    }
    expect(n).toBeGreaterThan(5);
  });
  it('reordering a card\'s abilities changes none of its ids', () => {
    for (const d of real.filter((x) => (x.abilities?.length ?? 0) > 1)) {
      const reordered: CardDef = { ...d, abilities: [...d.abilities!].reverse() };
      expect(new Set(cardAbilityIds(reordered).filter((id) => !id.includes('#')))).toEqual(new Set(cardAbilityIds(d).filter((id) => !id.includes('#'))));
    }
  });
  it('a legal action names the ability by its id: Luhus Mauler\'s "1C244:invert"', () => {
    const g = game({ phase: 'move', players: [{ active: energy(6) }, {}],
      row: [{ card: 'Testland/North', controller: P1, cards: [['Luhus Mauler'], []] }] });
    expect(legalActions(g.state).filter((a) => a.type === 'use')).toEqual([{ type: 'use', seat: P1, card: g.id('Luhus Mauler'), ability: '1C244:invert' }]);
    g.use('Luhus Mauler', { ability: 'invert' }).resolve().expectCard('Luhus Mauler', { inverted: true });
  });
  it('an id naming another card\'s ability, or none, is refused (R-ABIL-01)', () => {
    const g = () => game({ phase: 'move', players: [{ active: energy(6) }, {}],
      row: [{ card: 'Testland/North', controller: P1, cards: [['Luhus Mauler'], []] }] });
    g().refuses('R-ABIL-01').use('Luhus Mauler', { ability: 'fly' });
    g().refuses('R-ABIL-01').use('Luhus Mauler', { ability: 'damage' }); // the inverted side's, not usable upright
  });
  it('a real card\'s ability without a key does not compile (above); a test card may leave it out', () => {
    expect(noKey.kind).toBe('activated');
  });
  it('keys are short names, and two options of a choice may not share one (the validator)', () => {
    expect(validateAbilities([{ kind: 'activated', key: 'two words', cost: [], effect: [] }]).join()).toMatch(/key: "two words" is not a short name/);
    expect(validateAbilities([{ kind: 'activated', key: 'go', cost: [], effect: [{ do: 'choice', who: 'you', options: [{ key: 'a', effect: [] }, { key: 'a', effect: [] }] }] }]).join())
      .toMatch(/two options have one key/);
  });
});
