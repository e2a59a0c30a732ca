// The card language: one registry of words from which the types, the validator of scenario
// cards, the walks over ability data and the frames' reads all come (src/engine/abilities/).
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import type { AnyWord } from '../../src/engine/abilities/define';
import { ABILITY_KINDS, AMOUNTS, CHANGES, CONDITIONS, COSTS, EFFECTS, FILTERS, KEYWORDS, PLACES, PLAY_RULES, REFS, TRIGGERS, WORDS } from '../../src/engine/abilities/registry';
import { validateAbilities } from '../../src/engine/abilities/validate';
import { visit, wordsIn } from '../../src/engine/abilities/visit';
import type { Ability, Condition, Effect, Selector } from '../../src/engine/abilities/vocabulary';
import { battleLockRefusal } from '../../src/engine/rules/locks';
import { destinyRefusal } from '../../src/engine/rules/play';
import { createGame } from '../../src/engine';
import type { GameState } from '../../src/engine';
import { energy, game, P1 } from '../kit/driver';

// Compile-time checks: an unknown word, an unknown field, a missing field or a wrong kind of
// value does not type-check in card data (tsc runs over tests/ too).
// @ts-expect-error no effect is called "fly"
const unknownEffect: Effect = { do: 'fly', count: 1 };
// @ts-expect-error draw has no field "from"
const unknownField: Effect = { do: 'draw', count: 1, from: 'used' };
// @ts-expect-error damage needs the card it damages
const missingField: Effect = { do: 'damage' };
// @ts-expect-error "nearby" is not a place
const unknownPlace: Selector = { at: 'nearby' };
// @ts-expect-error no condition is called "atMoon"
const unknownCondition: Condition = { atMoon: true };
// @ts-expect-error an effect holds effects of the language only, however deep
const deepUnknown: Effect = { do: 'if', cond: { card: 'here', is: { kinds: ['site'] } }, then: [{ do: 'choice', who: 'you', options: [{ effect: [{ do: 'fly' }] }] }] };

describe('the registry of words', () => {
  it('every word of every category is found by its own name', () => {
    const tables: Record<string, Readonly<Record<string, { name: string }>>> = {
      EFFECTS, CONDITIONS, AMOUNTS, COSTS, CHANGES, PLAY_RULES, FILTERS, PLACES, REFS, TRIGGERS, KEYWORDS, ABILITY_KINDS,
    };
    for (const [name, table] of Object.entries(tables)) {
      expect(Object.keys(table).length, name).toBeGreaterThan(0);
      for (const [k, w] of Object.entries(table)) expect(w.name, `${name}.${k}`).toBe(k);
    }
  });

  it('a keyed word is told by its one word key: no other field of it is the name of a word of its category', () => {
    const keyed: [string, Readonly<Record<string, AnyWord>>][] = [
      ['condition', CONDITIONS as never], ['amount', AMOUNTS as never], ['cost', COSTS as never], ['change', CHANGES as never],
      ['playRule', PLAY_RULES as never],
    ];
    for (const [category, table] of keyed) {
      for (const w of Object.values(table)) {
        expect(Object.keys(w.schema), `${category} ${w.name}`).toContain(w.name);
        for (const field of Object.keys(w.schema)) if (field !== w.name) expect(table[field], `${category} ${w.name}.${field}`).toBeUndefined();
      }
    }
  });

  it('every effect says which steps it may ask for, from the kinds the engine knows', () => {
    for (const w of Object.values(EFFECTS)) expect(Array.isArray(w.asks), w.name).toBe(true);
  });

  it('every word of the registry has a category and a schema', () => {
    for (const w of WORDS) {
      expect(typeof w.category).toBe('string');
      expect(typeof w.schema).toBe('object');
    }
  });
});

describe('the validator of scenario cards (from the same schemas)', () => {
  it('every card of the pool speaks the language, both sides of an inverter', () => {
    for (const d of Object.values(CARDS)) {
      if (d.abilities) expect(validateAbilities(d.abilities, d.number)).toEqual([]);
      if (d.invertedAbilities) expect(validateAbilities(d.invertedAbilities, `${d.number} inverted`)).toEqual([]);
    }
  });

  const bad = (abilities: unknown) => validateAbilities(abilities);
  it('refuses unknown words and keys, naming where they are', () => {
    expect(bad([{ kind: 'activated', cost: [], effect: [{ do: 'fly' }] }])).toEqual(['abilities[0].effect[0]: "fly" is not an effect']);
    expect(bad([{ kind: 'ongoing', while: { atMoon: true }, change: { cannot: 'move', to: 'self' } }]))
      .toEqual(['abilities[0].while: "atMoon" is not a condition']);
    expect(bad([{ kind: 'onPlay', effect: [{ do: 'draw', count: 1, from: 'used' }] }])).toEqual(['abilities[0].effect[0]: unknown key "from"']);
    expect(bad([{ kind: 'onPlay', effect: [{ do: 'damage' }] }])).toEqual(['abilities[0].effect[0]: "card" is missing']);
    expect(bad([{ kind: 'triggered', on: 'whenever', effect: [] }])).toEqual(['abilities[0].on: "whenever" is not a trigger']);
    expect(bad([{ kind: 'spell' }])).toEqual(['abilities[0]: "spell" is not an ability']);
  });

  it('checks values deep inside: kinds of fields, selectors, places, refs', () => {
    expect(bad([{ kind: 'onPlay', effect: [{ do: 'lose', who: 'them', count: 1 }] }]))
      .toEqual(['abilities[0].effect[0].who: "them" is not one of you, opponent']);
    expect(bad([{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'], at: 'nearby' } }], effect: [] }]))
      .toEqual(['abilities[0].targets[0].select.at: "nearby" is not a place']);
    expect(bad([{ kind: 'onPlay', targets: [{ select: { colour: 'red' } }], effect: [] }]))
      .toEqual(['abilities[0].targets[0].select: unknown filter "colour"']);
    expect(bad([{ kind: 'onPlay', effect: [{ do: 'if', cond: { compare: [1, '>'] }, then: [] }] }]))
      .toEqual(['abilities[0].effect[0].cond.compare: expected a list of 3, found [1,">"]']);
    expect(bad([{ kind: 'onPlay', effect: [{ do: 'choice', who: 'you', options: [{ effect: [{ do: 'destroy', card: 'everything' }] }] }] }]))
      .toEqual(['abilities[0].effect[0].options[0].effect[0].card: "everything" is not a ref']);
  });

  it('a selector read against cards out of play may use only filters that can read printed facts', () => {
    expect(bad([{ kind: 'onPlay', effect: [{ do: 'search', pile: 'reserve', select: { kinds: ['unit'], damaged: true }, to: 'hand' }] }]))
      .toEqual(['abilities[0].effect[0].select.damaged: this filter can\'t read cards out of play']);
  });

  it('only the last target may be "up to N" or chosen by the opponent', () => {
    expect(bad([{ kind: 'onPlay', targets: [{ select: {}, upTo: 2 }, { select: {} }], effect: [] }]))
      .toEqual(['abilities[0].targets: only the last target may be "up to N" or chosen by the opponent']);
  });
});

describe('one walk over ability data', () => {
  const kayaldi = CARDS['1R239'].abilities![0];
  it('finds every word, however deep: inside a delayed trigger, a choice\'s options, a selector', () => {
    const names = wordsIn('ability', kayaldi).map((w) => `${w.category}:${w.name}`);
    expect(names).toEqual(expect.arrayContaining(['ability:activated', 'cost:lose', 'effect:nextTime', 'effect:revealTop', 'effect:if',
      'condition:compare', 'amount:cards', 'effect:choice', 'option:option', 'effect:choose', 'effect:destroy', 'selector:kinds', 'place:here']));
  });
  it('marks what happens later: the effects of a delayed trigger', () => {
    const later: string[] = [];
    visit('ability', kayaldi, (v) => { if (v.later && v.category === 'effect' && v.word) later.push(v.word.name); });
    expect(later).toEqual(expect.arrayContaining(['revealTop', 'if', 'choice', 'choose', 'destroy']));
    expect(later).not.toContain('nextTime');
  });

  const battle = (step: 'window1' | 'window3' | 'window4'): GameState => ({ ...createGame({ seed: 1, decks: [[], []] }),
    battle: { location: '0.0', attacker: 0, step, destiny: [0, 0], attritionBonus: [0, 0] } });
  it('R-ABIL-09: the battle-number locks look into every branch, a choice\'s options too', () => {
    const effects: Effect[] = [{ do: 'choice', who: 'you', options: [{ effect: [] }, { effect: [{ do: 'add', to: 'attrition', who: 'you', amount: 1 }] }] }];
    expect(battleLockRefusal(battle('window1'), 'Test', effects)).toBeNull();
    expect(battleLockRefusal(battle('window3'), 'Test', effects)?.rule).toBe('R-ABIL-09');
  });
  it('R-ABIL-09: a delayed trigger\'s effects happen later, so they lock nothing now', () => {
    const effects: Effect[] = [{ do: 'nextTime', on: { lost: 'self' }, effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: 2 }] }];
    expect(battleLockRefusal(battle('window4'), 'Test', effects)).toBeNull();
  });
  it('R-DESTINY-04: the destiny check finds a reveal inside a payment and an option', () => {
    const s = createGame({ seed: 1, decks: [[], []] });
    const effects: Effect[] = [{ do: 'mayPay', cost: { pay: 1 }, then: [{ do: 'choice', who: 'you', options: [
      { effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: { destiny: 'opponent' } }] }] }] }];
    expect(destinyRefusal(s, 0, 'Test', effects)?.reason).toBe('Test reveals destiny and your opponent\'s reserve is empty.');
  });
});

describe('conditions that read what other conditions change', () => {
  const site = (cards: string[]) => game({ phase: 'deploy', row: [{ card: 'Testland/North', controller: P1, cards: [cards, []] }] });
  it('R-ABIL-05: a chain three deep settles: tactics from the Drillmaster give power (Sergeant), power gives defense (Bannerman)', () => {
    site(['Test Drillmaster', 'Test Sergeant', 'Test Bannerman'])
      .expectCard('Test Sergeant', { tactics: 4, power: 4 })
      .expectCard('Test Bannerman', { power: 4, defense: 2 });
  });
  it('R-ABIL-05: the Bannerman reads the power the Sergeant gives, which needs the Drillmaster\'s tactics', () => {
    site(['Test Drillmaster', 'Test Sergeant', 'Test Bannerman', 'Unit 4/1/1'])
      .expectCard('Unit 4/1/1', { power: 6 })
      .expectCard('Test Bannerman', { defense: 5 });
  });
  it('an ability that keeps switching itself on and off is an error naming the card, never a silent guess', () => {
    expect(() => site(['Test Flickerer']).expectCard('Test Flickerer', { power: 4 })).toThrow(/Test Flickerer keep switching/);
  });
});

describe('what the compiler refuses in card data, the validator refuses in scenario cards', () => {
  const asAbility = {
    effect: (e: Effect): Ability => ({ kind: 'onPlay', effect: [e] }),
    selector: (select: Selector): Ability => ({ kind: 'onPlay', targets: [{ select }], effect: [] }),
    condition: (c: Condition): Ability => ({ kind: 'onPlay', only: c, effect: [] }),
  };
  it.each([
    ['an unknown effect', asAbility.effect(unknownEffect)], ['an unknown field', asAbility.effect(unknownField)],
    ['a missing field', asAbility.effect(missingField)], ['an unknown place', asAbility.selector(unknownPlace)],
    ['an unknown condition', asAbility.condition(unknownCondition)], ['an unknown word deep inside', asAbility.effect(deepUnknown)],
  ])('%s', (_what, ability) => {
    expect(validateAbilities([ability])).toHaveLength(1);
  });
});

describe('R-ABIL-09: every change to a battle number locks with its step', () => {
  // Torrid Katal, inverted: once each turn, pay 2: you cause +1 attrition here for the rest of the turn.
  const katal = (step: 'window2' | 'window3') => game({
    phase: 'battle',
    players: [{ active: energy(6) }, {}],
    row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[{ card: 'Torrid Katal', inverted: true }], ['Plain Trooper']] }],
    battle: { location: 'site', attacker: P1, step },
  });
  it('R-ABIL-09 / 1C271 Torrid Katal: its lasting attrition may be added before the attrition step', () => {
    katal('window2').use('Torrid Katal').resolve().expectLog('Torrid Katal');
  });
  it('R-ABIL-09 / 1C271 Torrid Katal: once the attrition step has started, the attrition is fixed (R-BSTEP-09)', () => {
    katal('window3').refuses('R-ABIL-09').use('Torrid Katal');
  });
});
