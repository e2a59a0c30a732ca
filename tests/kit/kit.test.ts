// The test kit itself: the registry of test-only cards and the driver's strictness and messages.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import { validateAbilities } from '../../src/engine/abilities/validate';
import { TEST_NUMBER, validateCardFacts } from '../../src/engine/cards/validate';
import { game, P1, P2 } from './driver';
import { testCard, testCards } from './registry';

const battle = () => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Luhus Mauler'], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('the registry of test-only cards', () => {
  it('every test card is a valid card in the engine\'s language, numbered by the registry alone', () => {
    for (const c of testCards()) {
      expect([...validateCardFacts(c), ...validateAbilities(c.abilities ?? [])], c.title).toEqual([]);
      expect(c.number, c.title).toMatch(TEST_NUMBER);
    }
    expect(new Set(testCards().map((c) => c.number)).size).toBe(testCards().length);
  });
  it('no test card shares its title with another or with a real card', () => {
    const real = new Set(Object.values(CARDS).map((c) => c.title));
    expect(testCards().filter((c) => real.has(c.title)).map((c) => c.title)).toEqual([]);
    expect(new Set(testCards().map((c) => c.title)).size).toBe(testCards().length);
  });
  it('family cards are made from their title, once: the same title is the same card', () => {
    const a = testCard('Unit 5/1/2');
    expect(a).toMatchObject({ type: 'CHARACTER', stats: { power: 5, tactics: 1, defense: 2 }, destiny: 0 });
    expect(testCard('Unit 5/1/2')).toBe(a);
    expect(testCard('Ship 3/2/1')).toMatchObject({ type: 'SHIP', capacity: 2, labels: ['Fighter'] });
    expect(testCard('Destiny 4')).toMatchObject({ type: 'ORDER', kind: 'Used', destiny: 4 });
    expect(testCard('No Such Card')).toBeUndefined();
  });
});

describe('the card-test driver', () => {
  it('names cards by title, or by the name the position gives when two share a title', () => {
    const g = game({ row: [{ card: 'Testland/North', controller: P1, cards: [['Plain Trooper', { card: 'Plain Trooper', name: 'second' }], []] }] });
    expect(() => g.id('Plain Trooper')).toThrow(/2 cards are titled "Plain Trooper"/);
    expect(g.label(g.id('second'))).toBe('second');
    expect(() => g.id('Nobody')).toThrow(/no card of this game is named or titled "Nobody"/);
  });
  it('an action refused without refuses() fails, naming the rule and the reason', () => {
    const g = battle();
    expect(() => g.use('Luhus Mauler', { by: P2 })).toThrow(/P2 uses Luhus Mauler: refused under R-INIT-01: P1 holds initiative/);
  });
  it('refuses() checks the rule, and fails when the action is accepted', () => {
    const g = battle().refuses('R-INIT-01', 'P1 holds initiative.').use('Luhus Mauler', { by: P2 });
    expect(g.refusal.rule).toBe('R-INIT-01');
    expect(() => g.refuses('R-INIT-01').use('Luhus Mauler')).toThrow(/accepted, but the test expected a refusal under R-INIT-01/);
  });
  it('a decision the test did not script stops passing and fails, saying who must decide what', () => {
    const g = battle().use('Luhus Mauler').resolve();
    expect(() => g.toPhase('move')).toThrow(/P1 must choose targets for a triggered ability \(triggerTargets\); the choices: .*foe/);
    expect(() => g.pass()).toThrow(/the test did not script it/);
    g.expectDecision('triggerTargets', P1);
  });
  it('failure messages tell what the test did and what the log said', () => {
    const g = battle().use('Luhus Mauler').resolve();
    g.decision();
    expect(() => g.expectPiles(P1, { active: 6 })).toThrow(/What the test did:\n {2}P1 uses Luhus Mauler\n[^]*Luhus Mauler is inverted/);
  });
  it('resolve() passes until the top item has resolved; toStep() and toPhase() pass until the game gets there', () => {
    game({ phase: 'battle', row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Unit 1/1/1'], ['Unit 1/1/1']] }] })
      .attack('site').expectStack(1).resolve().expectStack(0).expectBattle({ step: 'window1', location: 'site' })
      .toStep('window4').expectBattle({ power: [1, 1], winner: null })
      .endBattle().toPhase('move').expectPhase('move', P1);
  });
  it('add() puts cards in piles (on top), in the row and at a location before the game starts', () => {
    const g = game().add('row', P1, 'Testland/North', 'north').add({ at: 'north' }, P2, 'Plain Trooper')
      .add('reserve', P1, 'Plain Officer').add('hand', P2, 'Test Zap');
    g.expectCard('Plain Trooper', { at: 'north', controller: P2 }).expectCard('Plain Officer', { zone: 'reserve', position: 0 })
      .expectPiles(P1, { reserve: 7 }).expectPiles(P2, { hand: 1 });
    expect(() => g.add('hand', P1, 'Test Zap')).toThrow(/the game has started/);
  });
});
