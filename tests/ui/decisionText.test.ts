// Every decision the engine asks, as its dialog says it: a title that names the question (and the
// card asking, where there is one), a line of context, and options that each say what they do,
// told apart. Never "use an optional ability or not", "make a choice", a bare Yes/No or a number.
import { describe, expect, it } from 'vitest';
import { apply, createGame, defOf, legalActions, pendingDecision, triggersToOrder } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { randomDeck } from '../../src/sim/decks';
import { randomPick } from '../../src/sim/randomGame';
import { optionsFor } from '../../src/ui/dialogs/choiceLabels';
import { askingCard, decisionContext, decisionTitle } from '../../src/ui/decisionText';
import { energy, game, P1, P2 } from '../kit/driver';

type Decision = NonNullable<ReturnType<typeof pendingDecision>>;

const GENERIC = /optional ability or not|optional effect or not|make a choice|^choose$|\bOption \d|undefined|\[\?\]/i;
const BARE = /^(Yes|No|\d+)$/;

/** The titles of cards hidden from a reader and of those in sight (a title may be both: copies). */
function split(s: GameState, hidden: Set<string>): { hidden: string[]; seen: string[] } {
  // Every card of both decks: those in no pile (a card played, on its way) are in sight.
  const all = s.decks.flatMap((d, seat) => d.map((_, i) => `${seat}.${i}`));
  const seen = new Set(all.filter((c) => !hidden.has(c)).map((c) => defOf(s, c).title));
  return { hidden: [...new Set([...hidden].map((c) => defOf(s, c).title))].filter((t) => !seen.has(t)), seen: [...seen] };
}

/** Cards `seat` may not see: the other player's hand and face-down piles; on a shared screen
 * (`seat` null), every hand and face-down pile. */
function hiddenFrom(s: GameState, seat: number | null): Set<string> {
  return new Set(s.players.flatMap((p, i) => (i === seat ? [] : [...p.hand, ...p.reserve, ...p.active, ...p.used])));
}

/** Whether a text names a hidden card: titles in sight are taken out first (longest first), so a
 * hidden "Alnak" is not found inside a visible "Alnak Station/Hallway"; the title found, if any. */
function namesHidden(s: GameState, text: string, seat: number | null): string | undefined {
  const { hidden, seen } = split(s, hiddenFrom(s, seat));
  // Quoted words are parts of titles an ability looks for ("a site whose title contains ..."), not cards.
  let rest = text.replace(/"[^"]*"/g, '·');
  for (const t of seen.sort((a, b) => b.length - a.length)) rest = rest.split(t).join('·');
  return hidden.find((t) => rest.includes(t));
}

/** What the dialog says for a decision, checked; returns the texts. */
function checkDialog(s: GameState, d: Decision, choices: readonly Action[]) {
  const title = decisionTitle(s, d, true);
  const context = decisionContext(s, d, true);
  const labels = optionsFor(s, choices).map((o) => o.label);
  const where = `${d.step.k}: ${title} / ${context} / ${labels.join(' | ')}`;
  expect(title, where).not.toMatch(GENERIC);
  expect(context, where).not.toMatch(GENERIC);
  for (const l of labels) expect(l, where).not.toMatch(BARE);
  for (const l of labels) expect(l, where).not.toMatch(GENERIC);
  expect(new Set(labels).size, where).toBe(labels.length);
  // The card that asks is named, unless it is hidden.
  const asker = askingCard(d.step);
  if (asker !== undefined && s.table[asker]) expect(`${title} ${context}`, where).toContain(defOf(s, asker).title);
  // Nothing names a card the deciding player cannot see, and on a shared screen nothing names a
  // card in anyone's hand or face-down piles.
  expect(namesHidden(s, `${title} ${context}`, d.seat), where).toBeUndefined();
  expect(namesHidden(s, `${decisionTitle(s, d, false)} ${decisionContext(s, d, false)}`, null), where).toBeUndefined();
  return { title, context, labels };
}

describe('decision dialogs say which card asks and what each option does', () => {
  it('every decision of random games between random decks of implemented cards', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 150; seed++) {
      let s = createGame({ seed, decks: [randomDeck(seed).cards, randomDeck(seed + 1000).cards], firstPlayer: 'random' });
      let rng = seed;
      for (let i = 0; s.winner === null && i < 3000; i++) {
        const legal = legalActions(s);
        const d = pendingDecision(s);
        if (d) {
          checkDialog(s, d, legal.filter((a) => a.type === 'choose'));
          kinds.add(d.step.k);
        }
        const [r, a] = randomPick(rng, legal, s.stack.length);
        rng = r;
        const res = apply(s, a);
        if (!res.ok) throw new Error(res.refusal.reason);
        s = res.state;
      }
    }
    // Kinds that random decks from the whole pool meet every time; rarer ones (a place chosen for a
    // card an effect plays, an amount up to a limit, attrition to satisfy, the order damaged cards
    // are destroyed in) have positions of their own below.
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['casualties', 'chooseCard', 'lose', 'mayPay', 'option',
      'optionalTrigger', 'orderTriggers', 'pick', 'revealDestiny', 'triggerTargets']));
  }, 240_000);

  const choicesOf = (s: GameState) => legalActions(s).filter((a) => a.type === 'choose');

  it('R-BSTEP-10: attrition to satisfy names how much is owed and offers the cards that can satisfy it', () => {
    const g = game({ phase: 'battle', row: [{ card: 'Testland/North', name: 'here', controller: P1,
      cards: [['Plain Trooper'], [{ card: 'Plain Trooper', name: 'theirs' }, 'Plain Officer']] }],
    battle: { location: 'here', attacker: P1, step: 'window2', destiny: [4, 0] } });
    const s = g.toStep('attrition').state;
    const d = pendingDecision(s)!;
    expect(d.step.k).toBe('attrition');
    const { title, labels } = checkDialog(s, d, choicesOf(s));
    expect(title).toBe('Satisfy 4 attrition');
    expect(labels).toEqual(['Damage Plain Trooper', 'Damage Plain Officer']);
    g.choose({ damage: 'theirs' });
  });

  it('R-BSTEP-26: the damaged cards destroyed at the end of a battle, one at a time in the order their player picks', () => {
    const g = game({ phase: 'battle', row: [{ card: 'Testland/North', name: 'here', controller: P1,
      cards: [[{ card: 'Plain Trooper', damaged: true }, { card: 'Plain Officer', damaged: true }], ['Plain Wall']] }],
    battle: { location: 'here', attacker: P1, step: 'window5' } });
    const s = g.toStep('end').expectDecision('destroyDamaged', P1).state;
    const { title, labels } = checkDialog(s, pendingDecision(s)!, choicesOf(s));
    expect(title).toBe('Choose the next damaged card to destroy');
    expect(labels).toEqual(['Destroy Plain Trooper next', 'Destroy Plain Officer next']);
    g.destroy('Plain Officer');
  });

  it('a card an effect plays, with a choice of places: each option names its place (Amorian Shipyard\'s fighter)', () => {
    const g = game({ phase: 'deploy', players: [{ assets: [{ card: 'Amorian Shipyard', stacked: ['Tamon Interceptor'] }] }, {}],
      row: [{ card: 'Belt/Test Rock', name: 'rock', controller: P1 }, { card: 'Gongland/Orbit', controller: P1 }, { card: 'Belt/Test Rock', name: 'rock2', controller: P1 }] });
    const s = g.use('Amorian Shipyard', { ability: 'play' }).resolve().pick('Tamon Interceptor').expectDecision('playPlace').state;
    const d = pendingDecision(s)!;
    const { title, labels } = checkDialog(s, d, choicesOf(s));
    expect(title).toBe('Choose where to play Tamon Interceptor');
    // Two places of one title are told apart; the sector the fighter may not go to is not offered.
    expect(labels).toEqual(["Play it at Belt/Test Rock (P1's) — first of 2", "Play it at Belt/Test Rock (P1's) — second of 2"]);
  });

  it('an amount up to a limit names the card asking and offers each amount (Lauded Flyer\'s activation)', () => {
    const g = game({ phase: 'battle', row: [{ card: 'Testland/Orbit', name: 'here', controller: P1,
      cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Lauded Flyer'] }], ['Plain Fighter']] }],
    battle: { location: 'here', attacker: P1, step: 'window3' } });
    const s = g.toStep('window4').resolve().expectDecision('upTo').state;
    const d = pendingDecision(s)!;
    const { title, context, labels } = checkDialog(s, d, choicesOf(s));
    expect(title).toBe('How many to activate? (up to 3)');
    expect(context).toBe('From your Lauded Flyer beneath Plain Fighter.');
    expect(labels).toEqual(['Activate none', 'Activate 1', 'Activate 2', 'Activate 3']);
  });

  it('an optional triggered ability: "Use Tamon Fighter\'s ability?", answered "Use it: retrieve 1" or "Let ... pass"', () => {
    const g = game({ phase: 'deploy', players: [{ hand: ['Tamon Fighter'], lost: ['Plain Trooper'] }, {}],
      row: [{ card: 'Gongland/Orbit', name: 'sector', controller: P1 }] });
    const s = g.play('Tamon Fighter', { at: 'sector' }).resolve().resolve().expectDecision('optionalTrigger').state;
    const d = pendingDecision(s)!;
    expect(d.step.k).toBe('optionalTrigger');
    const { title, context, labels } = checkDialog(s, d, choicesOf(s));
    expect(title).toBe("Use Tamon Fighter's ability?");
    expect(context).toBe('From your Tamon Fighter at Gongland/Orbit. When this card enters play, you may retrieve 1.');
    expect(labels).toEqual(['Use it: retrieve 1', "Let Tamon Fighter's ability pass"]);
    g.no();
  });

  it('Jossel Swin\'s battle destiny: the revealed cards with their destiny, then the order on the used pile', () => {
    const battle = game({
      phase: 'battle',
      players: [{ reserve: [{ card: 'Destiny 1', name: 'one' }, { card: 'Destiny 6', name: 'six' }, { card: 'Destiny 2', name: 'two' }, ...energy(3)],
        active: energy(6) }, {}],
      row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Jossel Swin', 'Plain Officer'], ['Plain Trooper']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).toStep('destiny').expectDecision('revealDestiny');
    let s = battle.state;
    expect(checkDialog(s, pendingDecision(s)!, choicesOf(s)).labels).toContain('Pay to reveal 3 cards and pick the one that counts');
    s = battle.revealFromTop(3).expectDecision('pickDestiny').state;
    let d = pendingDecision(s)!;
    expect(d.step.k).toBe('pickDestiny');
    const pick = checkDialog(s, d, choicesOf(s));
    expect(pick.context).toBe('In the battle at Testland/North.');
    expect(pick.labels).toEqual(['Destiny 1 (destiny 1)', 'Destiny 6 (destiny 6)', 'Destiny 2 (destiny 2)']);
    s = battle.pick('six').expectDecision('usedOrder').state;
    d = pendingDecision(s)!;
    expect(d.step.k).toBe('usedOrder');
    expect(checkDialog(s, d, choicesOf(s)).title).toBe('Choose the revealed card to put on top of your used pile');
    battle.pick('six').pick('two');
  });

  it('AMB-13: triggers inside a battle step, ordered by the turn player: each option names its card and what it does', () => {
    const g = game({
      phase: 'battle',
      players: [{ reserve: energy(5, 3), active: energy(5, 2), assets: ['Test Price B', 'Test Price A'] }, { reserve: energy(5, 2), active: energy(5, 2) }],
      row: [{ card: 'Ganymede/Test Site A', name: 'site', controller: P1, cards: [['Test Hero'], ['Test Hero']] }],
      battle: { location: 'site', attacker: P1, step: 'window1' },
    }).toStep('destiny').reveal().expectDecision('orderInStep', P1);
    const s = g.state;
    const d = pendingDecision(s)!;
    expect(d.step.k).toBe('orderInStep');
    const { labels } = checkDialog(s, d, choicesOf(s));
    expect(labels).toHaveLength(triggersToOrder(s).length);
    for (const l of labels) expect(l).toMatch(/^First: Test Price [AB] — /);
    g.first(0).expectDecision('revealDestiny', P2);
  });
});
