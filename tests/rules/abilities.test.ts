// Abilities (R-ABIL) and the worked examples of abilities, "can't" and overrides (EX-ABIL).
import { describe, expect, it } from 'vitest';
import { apply as applyAction, legalActions, stat } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import type { Ability } from '../../src/engine/abilities/vocabulary';
import { play } from '../support/scenario';
import { T, character, idOf, interrupt, player, position, site, weapon } from '../support/rulesCards';

/** Applies an action that must be legal. */
function apply(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${r.refusal.rule}: ${r.refusal.reason}`);
  return r.state;
}

const drawOne: Ability = { kind: 'activated', bullets: 1, cost: [{ pay: 2 }], effect: [{ do: 'draw', count: 1 }] };

describe('R-ABIL', () => {
  it('R-ABIL-01: activated abilities are used; triggered ones fire on their event; ongoing ones just apply', () => {
    const veteran = character('Test Veteran', [2, 2, 2], { abilities: [
      { kind: 'activated', cost: [{ pay: 1 }], effect: [{ do: 'activate', count: 1 }] },
      { kind: 'triggered', on: { entersPlay: 'self' }, effect: [{ do: 'activate', count: 2 }] },
      { kind: 'ongoing', change: { stat: { power: 3 }, to: 'self' } },
    ] });
    const r = play(position({
      extraCards: { T40: veteran },
      players: [player({ hand: [{ card: 'T40', name: 'new' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: 'T40', name: 'vet' }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@vet', ability: 1, refused: 'R-ABIL-01' },
        { type: 'play', seat: 0, card: '@new', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        // The new veteran's entering play set off its triggered ability, now on the stack.
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@vet', ability: 0 },
      ],
      expect: { stack: 1, log: ["Test Veteran's ability goes on the stack", 'P1 activates 2'] },
    }));
    expect(r.refusals[0].refusal.reason).toBe('That is not an activated ability of Test Veteran.');
    expect(stat(r.state, idOf(r, 'vet'), 'power').value).toBe(5);
  });

  it("R-ABIL-02 / R-ABIL-03 / EX-ABIL-01: \"• Pay 2 ≈ draw a card\": once per turn, in either player's turn", () => {
    const r = play(position({
      phase: 'draw',
      extraCards: { T40: character('Test Quartermaster', [1, 1, 1], { abilities: [drawOne] }) },
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: 'T40', name: 'qm' }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@qm', ability: 0 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@qm', ability: 0, refused: 'R-ABIL-03' },
        // End of turn; in P2's activate phase P1 may use it again once P2 passes initiative.
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@qm', ability: 0 },
      ],
      expect: { turnPlayer: 1, stack: 1, piles: { 0: { hand: 1 } } },
    }));
    expect(r.refusals[0].refusal.reason).toBe('This ability may be used once each turn, and that is used up.');
  });

  it('R-ABIL-02: you pay the cost each time you use an ability', () => {
    const pump: Ability = { kind: 'activated', cost: [{ pay: 2 }], effect: [] };
    play(position({
      extraCards: { T40: character('Test Pump', [1, 1, 1], { abilities: [pump] }) },
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: 'T40', name: 'pump' }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@pump', ability: 0 }, { type: 'use', seat: 0, card: '@pump', ability: 0 },
        { type: 'use', seat: 0, card: '@pump', ability: 0, refused: 'R-PLAY-04' },
      ],
      expect: { stack: 2, piles: { 0: { active: 1, used: 4 } } },
    }));
  });

  it('R-ABIL-03: a use counts even if the ability is then canceled', () => {
    const sniper = character('Test Sniper', [1, 1, 1], { abilities: [{ kind: 'activated', bullets: 1, cost: [],
      targets: [{ select: { who: 'opponent', kinds: ['unit'] } }], effect: [{ do: 'damage', card: { target: 0 } }] }] });
    play(position({
      extraCards: { T40: sniper },
      players: [player(), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: 'T40', name: 'sniper' }], [{ card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }]] }],
      actions: [
        { type: 'use', seat: 0, card: '@sniper', ability: 0, targets: ['@a'] }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@a'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'use', seat: 0, card: '@sniper', ability: 0, targets: ['@b'], refused: 'R-ABIL-03' },
      ],
      expect: { cards: { '@a': { zone: 'lost' }, '@b': { damaged: false } }, log: ["Test Sniper's ability is canceled"] },
    }));
  });

  it("R-ABIL-04: Quickdraw 1 gives each bulleted ability of the weapon beneath one more use per turn", () => {
    const gun = weapon('Test Sidearm', 'Character', { abilities: [{ kind: 'activated', bullets: 1, cost: [{ pay: 1 }], effect: [] }] });
    const gunslinger = character('Test Gunslinger', [2, 2, 2], { abilities: [{ kind: 'keyword', keyword: 'quickdraw', value: 1 }] });
    play(position({
      extraCards: { T40: gun, T41: gunslinger },
      row: [{ card: T.siteA, controller: 0, cards: [[
        { card: 'T41', beneath: [{ card: 'T40', name: 'fast' }] },
        { card: T.trooper, beneath: [{ card: 'T40', name: 'slow' }] }], []] }],
      actions: [
        { type: 'use', seat: 0, card: '@fast', ability: 0 }, { type: 'use', seat: 0, card: '@fast', ability: 0 },
        { type: 'use', seat: 0, card: '@fast', ability: 0, refused: 'R-ABIL-03' },
        { type: 'use', seat: 0, card: '@slow', ability: 0 },
        { type: 'use', seat: 0, card: '@slow', ability: 0, refused: 'R-ABIL-03' },
      ],
      expect: { stack: 3 },
    }));
  });

  it('R-ABIL-05 / EX-ABIL-04: "as long as there is a vehicle of yours here, power +2" switches on and off', () => {
    const rider = character('Test Rider', [3, 1, 1], { abilities: [{ kind: 'ongoing',
      while: { count: { who: 'you', kinds: ['vehicle'], at: 'here' } }, change: { stat: { power: 2 }, to: 'self' } }] });
    const arrive = play(position({
      phase: 'move',
      extraCards: { T40: rider },
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: 'T40', name: 'rider' }], []] },
        { card: T.siteB, name: 'b', controller: 0, cards: [[{ card: T.tank, name: 'tank' }], []] },
      ],
      actions: [{ type: 'move', seat: 0, card: '@tank', to: '@a' }],
    }));
    expect(stat(arrive.state, idOf(arrive, 'rider'), 'power').value).toBe(3);
    const moved = apply(apply(arrive.state, { type: 'pass', seat: 0 }), { type: 'pass', seat: 1 });
    expect(stat(moved, idOf(arrive, 'rider'), 'power').value).toBe(5);
    play(position({
      phase: 'move',
      extraCards: { T40: rider },
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: 'T40', name: 'rider' }, { card: T.tank, name: 'tank' }], []] },
        { card: T.siteB, name: 'b', controller: 0 },
      ],
      actions: [{ type: 'move', seat: 0, card: '@tank', to: '@b' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@rider': { power: 3 }, '@tank': { at: '@b' } } },
    }));
  });

  it('R-ABIL-05 / EX-ABIL-03: "each unit you play at a related site costs 1 less" applies while its card is in play', () => {
    const depot = site('Ganymede/Test Depot', [1, 1], { abilities: [{ kind: 'ongoing', change: { costs: -1, to: 'play', of: { who: 'you', kinds: ['unit'], at: 'related', where: { kinds: ['site'] } } } }] });
    play(position({
      extraCards: { T40: depot },
      players: [player({ hand: [{ card: T.tank, name: 'near' }, { card: T.tank, name: 'far' }] }), player()],
      row: [{ card: 'T40', controller: 0 }, { card: T.siteA, name: 'related', controller: 0 }, { card: T.loneSite, name: 'lone', controller: 0 }],
      actions: [
        { type: 'play', seat: 0, card: '@near', at: '@related' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@far', at: '@lone' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      // 2 for the tank at the related site, 3 at the unrelated one.
      expect: { piles: { 0: { active: 0, used: 5 } }, log: ['for 2 energy', 'at Mars/Lone Site for 3 energy'] },
    }));
  });
});

describe('R-ABIL: the stack, the opponent, battle windows', () => {
  it('R-ABIL-06: an ability on the stack resolves though its card left play (Reconnoiterer cancels a drain at an adjacent site)', () => {
    const reconnoiterer = character('Test Reconnoiterer', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ toUsedPile: 'self' }],
      targets: [{ select: { at: 'adjacent' }, pending: 'drain' }], effect: [{ do: 'cancel', target: 0 }] }] });
    play(position({
      phase: 'control', turnPlayer: 1, initiative: 0,
      extraCards: { T40: reconnoiterer },
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: 'T40', name: 'scout' }], []] },
        { card: T.siteB, name: 'b', controller: 0, cards: [[], [T.trooper]] },
      ],
      stack: [{ kind: 'drain', seat: 1, location: '@b' }],
      actions: [
        { type: 'use', seat: 0, card: '@scout', ability: 0, targets: ['stack:1'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { stack: 0, cards: { '@scout': { zone: 'used' } }, piles: { 0: { lost: 0 } }, log: ['A pending drain is canceled'] },
    }));
  });

  it('R-ABIL-07: when the opponent uses "your opponent may use this ability", "your" means theirs', () => {
    const outpost = site('Ganymede/Test Outpost', [1, 1], { abilities: [{ kind: 'activated', usableBy: 'opponent', cost: [{ pay: 1 }],
      targets: [{ select: { who: 'you', kinds: ['unit'], at: 'here' } }], effect: [{ do: 'damage', card: { target: 0 } }] }] });
    const r = play(position({
      initiative: 1,
      extraCards: { T40: outpost },
      row: [{ card: 'T40', name: 'outpost', controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], [{ card: T.trooper, name: 'theirs' }]] }],
      actions: [
        { type: 'use', seat: 1, card: '@outpost', ability: 0, targets: ['@mine'], refused: 'R-TGT-04' },
        { type: 'use', seat: 1, card: '@outpost', ability: 0, targets: ['@theirs'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { cards: { '@theirs': { damaged: true }, '@mine': { damaged: false } }, piles: { 1: { active: 4, used: 1 }, 0: { active: 5 } } },
    }));
    expect(r.refusals[0].refusal.reason).toBe('That is not a legal target.');
  });

  it('R-ABIL-09: an ability changing battle destiny is used in window 1; during the step no one may use it', () => {
    const r = play(position({
      phase: 'battle',
      row: [{ card: '1C311', name: 'bunker', controller: 0, cards: [[{ card: '1U99', name: 'follower' }, { card: T.trooper, name: 'a' }, { card: T.trooper, name: 'b' }], [T.hero]] }],
      battle: { location: '@bunker', step: 'window1', destiny: [0, 4] },
      players: [player(), player({ reserve: [T.d5, T.d5] })],
      actions: [
        { type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@a'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        // The battle destiny step: each side with 4+ tactics decides whether to reveal; no ability may be used.
        { type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@b'], refused: 'R-BATTLE-12' },
        { type: 'choose', seat: 0, choice: { reveal: false } },
        { type: 'choose', seat: 1, choice: { reveal: true } },
      ],
      // P2's battle destiny: 4, −3 in window 1, then a 5 revealed.
      expect: { battle: { step: 'window2', destiny: [0, 6] } },
    }));
    expect(r.refusals.length).toBe(1);
  });
});

describe('EX-ABIL', () => {
  it('EX-ABIL-08: "your unit" means a unit you have in play, not one in a hand or pile', () => {
    const rally = interrupt('Test Rally', 'Used', { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'you', kinds: ['unit'] } }],
      effect: [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 1 }, to: { target: 0 } } }] }] });
    const r = play(position({
      extraCards: { T40: rally },
      players: [player({ hand: [{ card: 'T40', name: 'rally' }, { card: T.trooper, name: 'inHand' }], used: [T.trooper] }), player()],
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], [{ card: T.trooper, name: 'theirs' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@rally', targets: ['@inHand'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@rally', targets: ['@theirs'], refused: 'R-TGT-04' },
      ],
      expect: { legal: ['play'] },
    }));
    const plays = legalActions(r.state).filter((a) => a.type === 'play' && a.card === idOf(r, 'rally'));
    expect(plays).toEqual([{ type: 'play', seat: 0, card: idOf(r, 'rally'), targets: [idOf(r, 'mine')] }]);
  });

  it('EX-ABIL-09: a bullet interrupt canceled by the opponent goes to the lost pile and its bullet is spent', () => {
    const interference = interrupt('Test Syndicate Interference', 'Used', { bullets: 1, abilities: [{ kind: 'onPlay', effect: [{ do: 'activate', count: 1 }] }] });
    const r = play(position({
      phase: 'control',
      extraCards: { T40: interference },
      players: [player({ hand: [{ card: 'T40', name: 'first' }, { card: 'T40', name: 'second' }] }), player({ hand: [{ card: T.counter, name: 'outmaneuvered' }] })],
      actions: [
        { type: 'play', seat: 0, card: '@first' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@outmaneuvered', targets: ['stack:1'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 0, card: '@second', refused: 'R-INTR-06' },
      ],
      expect: { cards: { '@first': { zone: 'lost' }, '@second': { zone: 'hand' } } },
    }));
    expect(r.refusals[0].refusal.reason).toBe('Test Syndicate Interference may be played once each turn, and that is used up.');
  });
});
