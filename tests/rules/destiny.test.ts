// Destiny (R-DESTINY) and its worked examples (EX-DESTINY).
import { describe, expect, it } from 'vitest';
import type { Effect } from '../../src/engine/abilities/vocabulary';
import { play } from '../support/scenario';
import { T, character, fill, idOf, interrupt, order, player, position, site } from '../support/rulesCards';

const drawD = order('Test Insight', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'draw', count: { destiny: 'you' } }] }] });
const sprinkle = order("Test Sprinkle's Deal", 'Used', { cost: 3, faction: 'Maverick', support: { Maverick: 2 },
  abilities: [{ kind: 'onPlay', effect: [{ do: 'draw', count: { destiny: 'you' } }] }] });
const maverickSites = {
  T50: site('Themis/Test Port', [1, 1], { icons: { Maverick: 1 } }),
  T51: site('Europa/Test Den', [1, 1], { icons: { Maverick: 1 } }),
};
const bothReveal: Effect = { do: 'if', cond: { compare: [{ destiny: 'you' }, '>', { destiny: 'opponent' }] }, then: [] };

describe('R-DESTINY', () => {
  it('R-DESTINY-01 / EX-DESTINY-01: "draw D cards": the top card (destiny 3) goes to the used pile, then 3 are drawn', () => {
    const r = play(position({
      extraCards: { T40: drawD },
      players: [player({ reserve: [{ card: T.d3, name: 'revealed' }, { card: T.d0, name: 'a' }, { card: T.d0, name: 'b' }, { card: T.d0, name: 'c' }, { card: T.d0, name: 'd' }],
        hand: [{ card: 'T40', name: 'insight' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@insight' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { log: ['P1 reveals Destiny 3 for Test Insight: destiny 3', 'P1 draws 3 from the reserve'] },
    }));
    expect(r.state.players[0].used).toEqual([idOf(r, 'insight'), idOf(r, 'revealed')]);
    expect([...r.state.players[0].hand].sort()).toEqual(['a', 'b', 'c'].map((n) => idOf(r, n)).sort());
    expect(r.state.players[0].reserve).toEqual([idOf(r, 'd')]);
  });

  it('R-DESTINY-02: each D is its own reveal (AMB-23)', () => {
    play(position({
      extraCards: { T40: order('Test Double Insight', 'Used', { abilities: [{ kind: 'onPlay',
        effect: [{ do: 'activate', count: { destiny: 'you', plus: { destiny: 'you' } } }] }] }) },
      players: [player({ reserve: [T.d2, T.d3, ...fill(6, T.d0)], active: [], hand: [{ card: 'T40', name: 'x' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@x' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { piles: { 0: { active: 5, reserve: 1, used: 3 } }, log: ['destiny 2', 'destiny 3', 'P1 activates 5'] },
    }));
  });

  it("R-DESTINY-03: for the opponent's D the opponent reveals from their reserve to their used pile", () => {
    const r = play(position({
      extraCards: { T40: order('Test Tribute', 'Used', { abilities: [{ kind: 'onPlay', effect: [{ do: 'activate', count: { destiny: 'opponent' } }] }] }) },
      players: [player({ hand: [{ card: 'T40', name: 'x' }] }), player({ reserve: [{ card: T.d4, name: 'theirs' }, T.d0], used: [] })],
      actions: [{ type: 'play', seat: 0, card: '@x' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { piles: { 0: { active: 9, reserve: 1 }, 1: { reserve: 1, used: 1 } } },
    }));
    expect(r.state.players[1].used).toEqual([idOf(r, 'theirs')]);
  });

  it("R-DESTINY-04 / EX-DESTINY-02: Cloud can't be played while the opponent's reserve is empty", () => {
    const r = play(position({
      phase: 'battle',
      players: [player({ hand: [{ card: '1U61', name: 'cloud' }] }), player({ reserve: [] })],
      row: [{ card: '1C311', controller: 0 }, { card: T.ganySector, name: 'orbit', controller: 0, cards: [[T.fighter], [{ card: T.fighter, name: 'enemy' }]] }],
      battle: { location: '@orbit', step: 'window1' },
      actions: [{ type: 'play', seat: 0, card: '@cloud', targets: ['@enemy'], refused: 'R-DESTINY-04' }],
    }));
    expect(r.refusals[0].refusal.reason).toBe("Cloud reveals destiny and your opponent's reserve is empty.");
  });

  it("R-DESTINY-04: an activated ability revealing the opponent's D can't be used while their reserve is empty", () => {
    const seer = character('Test Seer', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [{ pay: 1 }], effect: [{ do: 'activate', count: { destiny: 'opponent' } }] }] });
    const r = play(position({
      extraCards: { T40: seer },
      players: [player(), player({ reserve: [] })],
      row: [{ card: T.siteA, controller: 0, cards: [[{ card: 'T40', name: 'seer' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@seer', ability: 0, refused: 'R-DESTINY-04' }],
      expect: { piles: { 0: { active: 5 } } },
    }));
    expect(r.refusals[0].refusal.reason).toBe("Test Seer's ability reveals destiny and your opponent's reserve is empty.");
  });

  it('R-DESTINY-04: a triggered ability with D does not go on the stack while the revealer\'s reserve is empty', () => {
    const oracle = character('Test Oracle', [1, 1, 1], { abilities: [{ kind: 'triggered', on: { entersPlay: 'self' }, effect: [{ do: 'draw', count: { destiny: 'you' } }] }] });
    play(position({
      extraCards: { T40: oracle },
      players: [player({ reserve: [], hand: [{ card: 'T40', name: 'oracle' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@oracle', at: '@site' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { stack: 0, cards: { '@oracle': { zone: 'table' } }, log: ["Test Oracle's ability reveals destiny and your reserve is empty. It does not go on the stack"] },
    }));
  });

  it('R-DESTINY-05 / EX-DESTINY-03: the reserve is checked when each goes on the stack; an empty reserve at resolution gives D = 0', () => {
    const quarrel = character('Test Damir Quarrel', [1, 1, 1], { abilities: [{ kind: 'activated', cost: [], effect: [bothReveal] }] });
    play(position({
      extraCards: { ...maverickSites, T40: sprinkle, T41: quarrel },
      players: [player({ reserve: [T.d5], hand: [{ card: 'T40', name: 'deal' }] }), player({ reserve: [T.d5] })],
      row: [{ card: 'T50', controller: 0 }, { card: 'T51', name: 'den', controller: 0, cards: [[], [{ card: 'T41', name: 'quarrel' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@deal' }, { type: 'pass', seat: 0 },
        { type: 'use', seat: 1, card: '@quarrel', ability: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: {
        stack: 0, cards: { '@deal': { zone: 'used' } },
        piles: { 0: { reserve: 0, hand: 0 }, 1: { reserve: 0 } },
        log: ["P1 has no reserve to reveal for Test Sprinkle's Deal: destiny 0 (R-DESTINY-05)", 'P1 draws 0 from the reserve'],
      },
    }));
  });

  it('R-DESTINY-06 / EX-DESTINY-08: Shift in Tactics may be played with an empty reserve', () => {
    const shift = interrupt('Test Shift in Tactics', 'Used', { abilities: [{ kind: 'onPlay', noReserveNeeded: true,
      effect: [{ do: 'add', to: 'battleDestiny', who: 'you', amount: { destiny: 'you' } }] }] });
    play(position({
      phase: 'battle',
      extraCards: { T40: shift },
      players: [player({ reserve: [], hand: [{ card: 'T40', name: 'shift' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.trooper], [T.trooper]] }],
      battle: { location: '@site', step: 'window1' },
      actions: [{ type: 'play', seat: 0, card: '@shift' }],
      expect: { stack: 1 },
    }));
  });

  it("R-DESTINY-06 / EX-DESTINY-07: Simple Wager with one card in the opponent's reserve totals that card; with none its effect is canceled", () => {
    const wager = interrupt('Test Simple Wager', 'Used', { abilities: [{ kind: 'onPlay', noReserveNeeded: true, effect: [
      { do: 'if', cond: { compare: [{ cards: 'reserve', who: 'opponent' }, '>=', 1] }, then: [{ do: 'activate', count: { destiny: 'opponent', plus: { destiny: 'opponent' } } }] }] }] });
    play(position({
      phase: 'control',
      extraCards: { T40: wager },
      players: [player({ reserve: fill(8, T.d0), active: [], hand: [{ card: 'T40', name: 'wager' }] }), player({ reserve: [T.d5] })],
      actions: [{ type: 'play', seat: 0, card: '@wager' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { piles: { 0: { active: 5 }, 1: { reserve: 0, used: 1 } }, cards: { '@wager': { zone: 'used' } } },
    }));
    play(position({
      phase: 'control',
      extraCards: { T40: wager },
      players: [player({ reserve: fill(8, T.d0), active: [], hand: [{ card: 'T40', name: 'wager' }] }), player({ reserve: [] })],
      actions: [{ type: 'play', seat: 0, card: '@wager' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { piles: { 0: { active: 0, reserve: 8 } }, cards: { '@wager': { zone: 'used' } } },
    }));
  });

  it("R-DESTINY-07 / EX-DESTINY-05: \"if D > opponent's D\": against 3, a 3 fails and a 4 succeeds", () => {
    const dare = order('Test Dare', 'Used', { abilities: [{ kind: 'onPlay', effect: [
      { do: 'if', cond: { compare: [{ destiny: 'you' }, '>', { destiny: 'opponent' }] }, then: [{ do: 'draw', count: 1 }] }] }] });
    for (const [mine, hand] of [[T.d3, 0], [T.d4, 1]] as const) {
      play(position({
        extraCards: { T40: dare },
        players: [player({ reserve: [mine, T.d0], hand: [{ card: 'T40', name: 'dare' }] }), player({ reserve: [T.d3] })],
        actions: [{ type: 'play', seat: 0, card: '@dare' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
        expect: { piles: { 0: { hand } } },
      }));
    }
  });

  it('R-DESTINY-07 / EX-DESTINY-06: "damage target if its defense < D": defense 3 needs a 4', () => {
    const shot = interrupt('Test Sniper Shot', 'Used', { abilities: [{ kind: 'onPlay', targets: [{ select: { who: 'opponent', kinds: ['unit'] } }],
      effect: [{ do: 'if', cond: { compare: [{ stat: 'defense', of: { target: 0 } }, '<', { destiny: 'you' }] }, then: [{ do: 'damage', card: { target: 0 } }] }] }] });
    const target = character('Test Guard', [1, 1, 3]);
    for (const [top, damaged] of [[T.d3, false], [T.d4, true]] as const) {
      play(position({
        extraCards: { T40: shot, T41: target },
        players: [player({ reserve: [top], hand: [{ card: 'T40', name: 'shot' }] }), player()],
        row: [{ card: T.siteA, controller: 0, cards: [[], [{ card: 'T41', name: 'guard' }]] }],
        actions: [{ type: 'play', seat: 0, card: '@shot', targets: ['@guard'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
        expect: { cards: { '@guard': { damaged } } },
      }));
    }
  });

  it('R-DESTINY-08: battle destiny is revealed like any destiny: top of the reserve, then the used pile', () => {
    const r = play(position({
      phase: 'battle',
      players: [player({ reserve: [{ card: T.d5, name: 'top' }, T.d0] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], [T.trooper]] }],
      battle: { location: '@site', step: 'window1' },
      actions: [
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'choose', seat: 0, choice: { reveal: true } },
      ],
      expect: { battle: { step: 'window2', destiny: [5, 0] }, piles: { 0: { reserve: 1 } } },
    }));
    expect(r.state.players[0].used[0]).toBe(idOf(r, 'top'));
  });
});

describe('EX-DESTINY: the play procedure with destiny', () => {
  it("EX-DESTINY-04: Sprinkle's Deal is pending once paid; its destiny is revealed when it resolves, not when played", () => {
    const r = play(position({
      extraCards: { ...maverickSites, T40: sprinkle },
      players: [player({ reserve: [{ card: T.d2, name: 'top' }, T.d0, T.d0, T.d0], hand: [{ card: 'T40', name: 'deal' }] }), player()],
      row: [{ card: 'T50', controller: 0 }, { card: 'T51', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@deal' }],
      expect: { stack: 1, piles: { 0: { reserve: 4, active: 2, used: 3 } }, cards: { '@deal': { zone: 'stack' } } },
    }));
    expect(r.events.some((e) => e.kind === 'destiny')).toBe(false);
    play(position({
      extraCards: { ...maverickSites, T40: sprinkle },
      players: [player({ reserve: [{ card: T.d2, name: 'top' }, T.d0, T.d0, T.d0], hand: [{ card: 'T40', name: 'deal' }] }), player()],
      row: [{ card: 'T50', controller: 0 }, { card: 'T51', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@deal' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { piles: { 0: { reserve: 1, hand: 2 } }, cards: { '@top': { zone: 'used' } } },
    }));
  });
});
