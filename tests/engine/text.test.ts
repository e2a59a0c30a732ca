// Text from every ability: each ability, cost, option and trigger reads as plain English made from
// its encoding (src/engine/abilityText.ts), and the table shows it wherever an ability is offered
// or chosen (src/ui/text.ts).
import { describe, expect, it } from 'vitest';
import { CARDS, isImplemented } from '../../cards';
import { abilityIdAt, abilityText, cardAbilityTexts, costText, isComplete, legalActions } from '../../src/engine';
import type { Action } from '../../src/engine';
import { describeAction, describeChoice } from '../../src/ui/text';
import { energy, game, P1, P2 } from '../kit/driver';
import { testCards } from '../kit/registry';

/** Card labels are names players read on the cards, some spelt in mixed case (XeLabs). */
const LABELS = new Set(Object.values(CARDS).flatMap((d) => d.labels));

/** A sentence a player can read: no missing piece, no code names, no undefined. */
function readable(text: string, where: string): void {
  expect(isComplete(text), `${where}: ${text}`).toBe(true);
  expect(text.replace(/[A-Za-z]+/g, (w) => (LABELS.has(w) ? 'label' : w)), where).not.toMatch(/undefined|NaN|\[object|[a-z][A-Z][a-z]|\{|\}/);
  expect(text, where).toMatch(/^[A-Z"].*[.)]$/);
}

describe('text from every ability', () => {
  it('every ability of every implemented card reads as a sentence with nothing missing', () => {
    let n = 0;
    for (const d of Object.values(CARDS)) {
      if (!isImplemented(d.number)) continue;
      for (const t of cardAbilityTexts(d)) { readable(t, `${d.number} ${d.title}`); n++; }
    }
    expect(n).toBeGreaterThan(150);
  });
  it('every ability of every test-only card does too', () => {
    for (const d of testCards()) for (const t of cardAbilityTexts(d)) readable(t, d.title);
  });
  it('reads from the encoding: Luhus Mauler pays 5 to invert itself; inverted, it may damage a target unit', () => {
    expect(cardAbilityTexts(CARDS['1C244'])).toEqual([
      'Pay 5: invert this card.',
      'Inverted: When this card is inverted, if a battle is under way here, you may target a unit here: damage the target.',
    ]);
    expect(costText(CARDS['1C244'], [{ pay: 5 }, { lose: 1 }])).toBe('pay 5 and lose 1');
    expect(costText(CARDS['1C244'], [])).toBe('no cost');
  });
  it('R-INTR-06: an interrupt says how often its printed bullets let it be played', () => {
    expect(CARDS['1R49'].bullets).toBe(1);
    expect(cardAbilityTexts(CARDS['1R49'])[0]).toMatch(/^Play this at most once each turn\. /);
    expect(CARDS['1R78'].bullets).toBeUndefined();
    expect(cardAbilityTexts(CARDS['1R78'])[0]).not.toContain('each turn');
  });
  it('says a place relative to another plainly: Jet Pack Attack takes a character at a site adjacent to the battle', () => {
    expect(cardAbilityTexts(CARDS['1R78'])).toEqual([
      "Target a character of yours at a site adjacent to the battle's location: move the target to the battle's location (not a movement).",
    ]);
  });
  it('says a count of a pile as what a player has: Bean Counter, and a payment its option needs', () => {
    expect(cardAbilityTexts(CARDS['1C113'])).toEqual(['While you have at least 8 cards in your active pile, this card gets +4 power.']);
    expect(cardAbilityTexts(CARDS['1U198']).join(' ')).toContain('(only if your opponent has a ship in hand)');
  });
  it('says one amount compared with several once: Seyalshi Upholder', () => {
    expect(cardAbilityTexts(CARDS['1C203'])).toEqual([
      'While the number of Shi support icons on your side of every location is more than the number of Earther, Gongen, Maverick and Quay support icons on your side of every location, each counted apart, this card gets +2 power.',
    ]);
  });
  it('an ability of a card in play, by the card and the ability', () => {
    const g = game({ phase: 'move', players: [{ active: energy(6) }, {}],
      row: [{ card: 'Testland/North', controller: P1, cards: [['Luhus Mauler'], []] }] });
    expect(abilityText(CARDS['1C244'], abilityIdAt(g.state, g.id('Luhus Mauler'), 0)!)).toBe('Pay 5: invert this card.');
    expect(abilityText(CARDS['1C244'], '1C244:damage')).toMatch(/^When this card is inverted/);
  });
});

describe('the table names abilities by what they do', () => {
  const burst = 'Quarrel Energy Burst';
  const burstGame = () => game({
    phase: 'battle',
    players: [{ hand: [{ card: 'Plain Fighter', name: 'fee' }] }, { hand: [{ card: 'Plain Capital', name: 'spare' }] }],
    row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
      cards: [[{ card: 'Plain Fighter', name: 'mine', beneath: [burst] }], [{ card: 'Plain Capital', name: 'b' }]] }],
    battle: { location: 'here', attacker: P1, step: 'window2' },
  });
  it('an ability in the actions list: its card, its cost and what it does', () => {
    const g = burstGame();
    const use = legalActions(g.state).find((a): a is Extract<Action, { type: 'use' }> => a.type === 'use');
    expect(use).toBeDefined();
    expect(describeAction(g.state, use!)).toBe(
      "Quarrel Energy Burst: put a ship from your hand on your used pile, showing it — your opponent chooses one: your opponent puts a ship from their hand on their used pile, showing it (only if your opponent has a ship in hand) or destroy the target (paying with Plain Fighter)");
  });
  it('the options of a choice say what each does, not "Option 1", read by the player choosing, targets by title', () => {
    const g = burstGame().use(burst, { paying: ['fee'] }).resolve();
    const options = legalActions(g.state).flatMap((a) => (a.type === 'choose' ? [a.choice] : []));
    expect(options.map((c) => describeChoice(g.state, c))).toEqual([
      'Put a ship from your hand on your used pile, showing it.',
      'Destroy Plain Capital.',
    ]);
    g.option(1, P2).expectCard('b', { zone: 'lost' });
  });
  it('an optional payment is answered by what paying does ("Pay 2: ...") or "Do not pay"', () => {
    const g = game({
      phase: 'activate', counters: { activated: true },
      players: [{ reserve: energy(3, 5) }, { reserve: energy(3, 2) }],
      row: [{ card: 'Testland/North', controller: P1, cards: [['Sultry Opportunist'], []] }],
    }).toPhase('control').resolve();
    const labels = legalActions(g.state).flatMap((a) => (a.type === 'choose' ? [describeChoice(g.state, a.choice)] : []));
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^Pay 2: /);
    expect(labels[1]).toBe('Do not pay');
    g.no();
  });
});

describe('reading limits and places plainly', () => {
  it('a once-a-turn trigger says "once each turn", not its check and its mark (1U114 Boxer, 2R30 Cheng Lin)', () => {
    const boxer = cardAbilityTexts(CARDS['1U114']).at(-1)!;
    // The limit opens the sentence once; the site condition stays; the check and the mark are gone.
    expect(boxer.startsWith('Once each turn, when you reveal ')).toBe(true);
    expect(boxer).toContain(', if this card is at a site, you may pay 1; if you do, add 1 ');
    expect(boxer).not.toMatch(/done so|doing so/);
    const [cheng] = cardAbilityTexts(CARDS['2R30']);
    expect(cheng.startsWith('Once each turn, when a vehicle of yours here is destroyed, you may put ')).toBe(true);
    expect(cheng).not.toMatch(/done so|doing so|do this/);
  });
  it('two triggers sharing one use each turn say so (1U155 Starhawk)', () => {
    const [mine, theirs] = cardAbilityTexts(CARDS['1U155']);
    expect(mine).not.toContain('shares');
    expect(theirs).toMatch(/^Once each turn, when your opponent reveals .* It shares one use each turn with the ability above\.$/);
  });
  it('an effect on each card of a kind names them in one clause (2R8 Howler\'s Gambit), and a targeted location is "the target"', () => {
    expect(cardAbilityTexts(CARDS['2R8'])[0]).toMatch(/: return each unit at the target to its owner's hand and return each ship at the target to its owner's hand\.$/);
  });
});
