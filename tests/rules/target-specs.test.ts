// Target specs beyond "one target": "any number of target X" (TargetSpec.upTo) and "your
// opponent chooses his or her target X" (TargetSpec.chosenByOpponent, R-TGT-01), with the
// target rules they keep (R-TGT-04/05, R-STACK-07).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine';
import type { Ability } from '../../src/engine/abilities/vocabulary';
import { validateAbilities } from '../../src/engine/abilities/validate';
import type { CardDef } from '../../src/engine/cards/types';
import { play } from '../support/scenario';
import { game, passes, T } from '../cards/_gqi';
import { idOf, wrecker } from '../cards/_icons';

const interrupt = (number: string, abilities: Ability[]): CardDef => ({ number, title: `Test ${number}`, type: 'INTERRUPT', kind: 'Used',
  unique: false, set: 1, faction: 'Independent', labels: [], energyCost: 0, destiny: 2, supportCost: {}, text: 'test', abilities });
// Damage up to two target units here (a location's "here" for an interrupt is its target's place: any unit will do here).
const volley = interrupt('T40', [{ kind: 'onPlay', targets: [{ select: { kinds: ['unit'] }, upTo: 2 }], effect: [{ do: 'damage', card: { target: 0 } }] }]);
// Your opponent chooses his or her target unit and destroys it.
const pick = interrupt('T41', [{ kind: 'onPlay', targets: [{ select: { who: 'opponent', kinds: ['unit'] }, chosenByOpponent: true }],
  effect: [{ do: 'destroy', card: { target: 0 } }] }]);
// A unit: when it enters play, your opponent chooses his or her target undamaged unit here and damages it.
const bully: CardDef = { ...interrupt('T42', [{ kind: 'triggered', on: { entersPlay: 'self' },
  targets: [{ select: { who: 'opponent', kinds: ['unit'], at: 'here', damaged: false }, chosenByOpponent: true }],
  effect: [{ do: 'damage', card: { target: 0 } }] }]), type: 'CHARACTER', kind: undefined, labels: ['Unit'], stats: { power: 1, tactics: 1, defense: 1 } };

const setup = (theirs: unknown[], hand: string[] = ['T40', 'T41', 'T42']) => game({
  phase: 'deploy',
  cards: { T40: volley, T41: pick, T42: bully },
  players: [{ hand: hand.map((card) => ({ card, name: card })) }, {}],
  row: [{ card: T.north, name: 'north', controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], theirs as string[]] },
    { card: T.farSite, name: 'far', controller: 0, cards: [[], [{ card: T.trooper, name: 'away' }]] }],
});

describe('TargetSpec.upTo: any number of targets', () => {
  it('R-TGT-04: one or two targets, each damaged; three are refused, and none', () => {
    play({ ...setup([{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]),
      actions: [{ type: 'play', seat: 0, card: '@T40', targets: ['@a', '@b', '@away'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@T40', targets: [], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@T40', targets: ['@a', '@away'] }, ...passes()],
      expect: { cards: { '@a': { damaged: true }, '@away': { damaged: true }, '@b': { damaged: false }, '@mine': { damaged: false } } } });
  });
  it('R-TGT-05: the same card twice is refused; the legal list offers every choice of 1 or 2 of the 4 units (4 + 6 = 10)', () => {
    const r = play({ ...setup([{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]),
      actions: [{ type: 'play', seat: 0, card: '@T40', targets: ['@a', '@a'], refused: 'R-TGT-05' }] });
    expect(legalActions(r.state).filter((a) => a.type === 'play' && a.card === idOf(r, 'T40'))).toHaveLength(10);
  });
});

describe('TargetSpec.chosenByOpponent: "your opponent chooses his or her target" (R-TGT-01)', () => {
  it('R-TGT-01: the player names no target; at resolution the opponent picks one of their own units and it is destroyed', () => {
    play({ ...setup([{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]),
      actions: [{ type: 'play', seat: 0, card: '@T41', targets: ['@a'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@T41' }, ...passes(), { type: 'choose', seat: 1, choice: { pick: '@mine' }, refused: 'R-EFF-07' },
        { type: 'choose', seat: 1, choice: { pick: '@b' } }],
      expect: { cards: { '@b': { zone: 'lost' }, '@a': { zone: 'table' }, '@away': { zone: 'table' }, '@T41': { zone: 'used' } }, decision: null } });
  });
  it('R-TGT-04: with no card of the opponent\'s that could be chosen, it can\'t be played', () => {
    const sc = setup([]);
    play({ ...sc, row: [sc.row![0]], actions: [{ type: 'play', seat: 0, card: '@T41', refused: 'R-TGT-04' }] });
  });
  it('R-STACK-07: if the opponent\'s last such card leaves play before it resolves, the effect is canceled', () => {
    const sc = setup([{ card: T.trooper, name: 'a' }]);
    play({ ...sc, row: [sc.row![0]], cards: { ...sc.cards, T43: { ...wrecker('T43'), type: 'INTERRUPT' } },
      players: [{ ...sc.players![0], hand: [{ card: 'T41', name: 'T41' }, { card: 'T43', name: 'wreck' }] }, sc.players![1]],
      actions: [{ type: 'play', seat: 0, card: '@T41' }, { type: 'play', seat: 0, card: '@wreck', targets: ['@a'] }, ...passes(), ...passes()],
      expect: { cards: { '@a': { zone: 'lost' }, '@T41': { zone: 'used' } }, decision: null, stack: 0, log: ['a target is no longer legal'] } });
  });
  it('a triggered ability: when the unit enters play the opponent picks their undamaged unit there (the damaged one is not offered)', () => {
    const r = play({ ...setup([{ card: T.trooper, name: 'a', damaged: true }, { card: T.trooper, name: 'b' }, { card: T.trooper, name: 'c' }]),
      actions: [{ type: 'play', seat: 0, card: '@T42', at: '@north' }, ...passes(), ...passes()],
      expect: { decision: 'chooseCard', actor: 1 } });
    expect(legalActions(r.state).map((a) => a.type === 'choose' && a.choice)).toEqual([{ pick: idOf(r, 'b') }, { pick: idOf(r, 'c') }]);
  });
  it('card data: a spec with upTo or chosenByOpponent must be the last target', () => {
    expect(validateAbilities([{ kind: 'onPlay', targets: [{ select: {}, upTo: 2 }, { select: {} }], effect: [] }])).toEqual(
      ['abilities[0].targets: only the last target may be "up to N" or chosen by the opponent']);
    expect(validateAbilities([{ kind: 'onPlay', targets: [{ select: {} }, { select: {}, chosenByOpponent: true }], effect: [] }])).toEqual([]);
  });
});
