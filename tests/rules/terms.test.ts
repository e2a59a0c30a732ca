// Defined terms (R-TERM): in play, leaving play, destroyed and dismissed, control, use as yours,
// "your", "your opponent may use", look and reveal, owner, beneath, here, in a battle, can't, >.
import { describe, expect, it } from 'vitest';
import { controls, eventText, legalActions, seatView } from '../../src/engine';
import { play } from '../support/scenario';
import { T, character, fill, idOf, player } from '../support/rulesCards';
import { C, core } from '../support/coreCards';
import { card, passBoth, position, TestCards } from '../support/battle';

describe('R-TERM: defined terms', () => {
  it('R-TERM-INPLAY-01: cards in piles, pending, stacked on an asset or removed are not in play; orders never are', () => {
    const r = play(core({
      players: [player({ hand: [{ card: T.trooper, name: 'pending' }, { card: T.usedOrder, name: 'order' }], lost: [{ card: T.trooper, name: 'lost' }],
        removed: [{ card: T.trooper, name: 'gone' }], assets: [{ card: T.banner, stacked: [{ card: T.trooper, name: 'stacked' }] }] }),
      player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'here' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@pending', at: '@site' }, { type: 'pass', seat: 0 }],
      expect: { stack: 1 },
    }));
    const targets = legalActions(r.state).filter((a) => a.type === 'play' && a.card === idOf(r, 'strike')).map((a) => a.type === 'play' && a.targets);
    expect(targets).toEqual([[idOf(r, 'here')]]);
    play(core({
      players: [player({ hand: [{ card: T.usedOrder, name: 'order' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@order' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@order': { zone: 'used' } } },
    }));
  });

  it('R-TERM-INPLAY-02: cards beneath another card (units aboard, weapons, assets) are in play and can be targeted', () => {
    play(core({
      players: [player({ hand: [{ card: C.junshi, name: 'junshi' }, { card: T.strike, name: 'strike' }] }), player()],
      row: [{ card: T.ganySector, name: 'sector', controller: 1, cards: [[], [{ card: T.fighter, beneath: [{ card: T.trooper, name: 'aboard' }] }]] },
        { card: T.siteA, name: 'site', controller: 1, cards: [[], [{ card: T.trooper, beneath: [{ card: T.medal, name: 'medal' }] }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@junshi', targets: ['@medal'] }, { type: 'play', seat: 0, card: '@strike', targets: ['@aboard'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@medal': { zone: 'lost' }, '@aboard': { zone: 'lost' } } },
    }));
  });

  it('R-TERM-LEAVE-01 / R-TERM-LEAVE-02 / R-TERM-LEAVE-03: a ship leaving play takes everything beneath it to the lost piles; all lose their status', () => {
    const r = play(core({
      players: [player(), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.ganySector, name: 'sector', controller: 0, cards: [[{ card: T.fighter, name: 'ship', damaged: true, beneath: [
        { card: T.trooper, name: 'crew', damaged: true }, { card: T.fighterGun, name: 'gun' }] }], []] }],
      actions: [{ type: 'pass', seat: 0 }, { type: 'play', seat: 1, card: '@strike', targets: ['@ship'] }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }],
      expect: { cards: { '@ship': { zone: 'lost' }, '@crew': { zone: 'lost' }, '@gun': { zone: 'lost' } }, piles: { 0: { lost: 3 } } },
    }));
    for (const n of ['ship', 'crew', 'gun']) expect(r.state.table[idOf(r, n)]).toBeUndefined();
  });

  it('R-TERM-DESTROY-01: "dismiss" picks only your own card; "destroy" may pick either player\'s', () => {
    const r = play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.zealot, name: 'zealot' }, { card: T.trooper, name: 'mine' }], [{ card: T.trooper, name: 'foe' }]] }],
      actions: [{ type: 'use', seat: 0, card: '@zealot', ability: 0, paying: ['@foe'], refused: 'R-PLAY-04' }],
    }));
    expect(legalActions(r.state).filter((a) => a.type === 'use').map((a) => a.type === 'use' && a.paying)).toEqual([[idOf(r, 'mine')]]);
    play(core({
      players: [player({ hand: [{ card: T.strike, name: 's1' }, { card: T.strike, name: 's2' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], [{ card: T.trooper, name: 'foe' }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@s1', targets: ['@mine'] }, { type: 'play', seat: 0, card: '@s2', targets: ['@foe'] },
        { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { cards: { '@mine': { zone: 'lost' }, '@foe': { zone: 'lost' } } },
    }));
  });

  it('R-TERM-DESTROY-02: a dismissed card is lost but not destroyed: "when destroyed" does not fire, "when lost" does', () => {
    const watcher = character('Test Grudge', [1, 1, 1], { abilities: [
      { kind: 'triggered', on: 'destroyed', effect: [{ do: 'draw', count: 1 }] },
      { kind: 'triggered', on: 'lostFromLocation', effect: [{ do: 'activate', count: 1 }] }] });
    const r = play(core({
      extraCards: { T300: watcher },
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.zealot, name: 'zealot' }, { card: 'T300', name: 'grudge' }], []] }],
      actions: [{ type: 'use', seat: 0, card: '@zealot', ability: 0, paying: ['@grudge'] }],
      expect: { stack: 2, cards: { '@grudge': { zone: 'lost' } } },
    }));
    expect(r.state.stack[1]).toMatchObject({ kind: 'trigger', ability: 1 });
  });

  it('R-TERM-DESTROY-03: cards not in play cannot be destroyed (a pending card is no target)', () => {
    play(core({
      players: [player({ hand: [{ card: T.trooper, name: 'pending' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[T.hero], []] }],
      actions: [{ type: 'play', seat: 0, card: '@pending', at: '@site' }, { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@pending'], refused: 'R-TGT-04' }],
    }));
  });

  it('R-TERM-CONTROL-01: you control a location with a ship or unit there and none of your opponent\'s', () => {
    const r = play(core({
      row: [{ card: T.siteA, name: 'a', controller: 1, cards: [[T.trooper], []] }, { card: T.siteB, name: 'b', controller: 0, cards: [[T.trooper], [T.trooper]] },
        { card: T.siteC, name: 'c', controller: 0 }],
    }));
    expect([controls(r.state, 0, idOf(r, 'a')), controls(r.state, 0, idOf(r, 'b')), controls(r.state, 1, idOf(r, 'b')), controls(r.state, 0, idOf(r, 'c'))])
      .toEqual([true, false, false, false]);
  });

  it('R-TERM-USEAS-01 / R-TERM-OWNER-01: a card used as yours is yours to use, but still goes to its owner\'s piles', () => {
    play(core({
      players: [player({ hand: [{ card: C.seize, name: 'seize' }, { card: T.strike, name: 'strike' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'foe', beneath: [{ card: T.rifle, name: 'rifle' }] }]] }],
      actions: [
        { type: 'play', seat: 0, card: '@seize', targets: ['@foe'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'play', seat: 0, card: '@strike', targets: ['@foe'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
      ],
      expect: { piles: { 1: { lost: 2 }, 0: { lost: 0 } }, cards: { '@foe': { zone: 'lost' } } },
    }));
    const r = play(core({
      players: [player({ hand: [{ card: C.seize, name: 'seize' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[], [{ card: T.trooper, name: 'foe', beneath: [{ card: T.rifle, name: 'rifle' }] }]] }],
      actions: [{ type: 'play', seat: 0, card: '@seize', targets: ['@foe'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@foe': { controller: 0 }, '@rifle': { controller: 0 } } },
    }));
    expect(idOf(r, 'foe').startsWith('1.')).toBe(true);
  });

  it('R-TERM-USEAS-01: a unique card can\'t be taken as yours while you have a copy in play', () => {
    play(core({
      players: [player({ hand: [{ card: C.seize, name: 'seize' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: C.unique, name: 'mine' }], [{ card: C.unique, name: 'theirs' }]] }],
      actions: [{ type: 'play', seat: 0, card: '@seize', targets: ['@theirs'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@theirs': { controller: 1 } }, log: ["can't use Test Unique as theirs"] },
    }));
  });

  it('R-TERM-YOUR-01: "your unit" means a unit you have in play, not your cards in hand or the opponent\'s', () => {
    const r = play(core({
      players: [player({ hand: [{ card: C.anticipation, name: 'ant' }, { card: T.hero, name: 'inHand' }] }), player()],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'mine' }], [{ card: T.trooper, name: 'foe' }]] }],
    }));
    expect(legalActions(r.state).filter((a) => a.type === 'play' && a.card === idOf(r, 'ant')).map((a) => a.type === 'play' && a.targets))
      .toEqual([[idOf(r, 'mine')]]);
  });

  it('R-TERM-OPPUSE-01: "your opponent may use this ability": each player uses it on their own units', () => {
    const r = play(core({
      row: [
        { card: C.ferry, name: 'ferry', controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], [{ card: T.trooper, name: 'theirs' }]] },
        { card: T.siteA, name: 'dest', controller: 0 },
      ],
      actions: [
        { type: 'pass', seat: 0 },
        { type: 'use', seat: 1, card: '@ferry', ability: 0, targets: ['@mine', '@dest'], refused: 'R-TGT-04' },
        { type: 'use', seat: 1, card: '@ferry', ability: 0, targets: ['@theirs', '@dest'] },
        { type: 'pass', seat: 1 }, { type: 'pass', seat: 0 },
      ],
      expect: { cards: { '@theirs': { at: '@dest' }, '@mine': { at: '@ferry' } } },
    }));
    expect(r.refusals).toHaveLength(1);
  });

  it('R-TERM-LOOK-01 / R-TERM-REVEAL-01: a drawn card is seen by its drawer only; a revealed card by both', () => {
    const r = play(core({
      phase: 'draw',
      players: [player({ active: [{ card: T.trooper, name: 'drawn' }], reserve: fill(3, T.d4) }), player()],
      actions: [{ type: 'draw', seat: 0 }],
    }));
    const drawn = r.events.find((e) => e.kind === 'draw')!;
    expect(eventText(drawn, 0)).toBe('You draw Test Trooper.');
    expect(eventText(drawn, 1)).toBe('P1 draws a card.');
    const q = play(core({
      players: [player({ reserve: fill(3, T.d4), hand: [{ card: C.quickDraw, name: 'qd' }] }), player()],
      actions: [{ type: 'play', seat: 0, card: '@qd' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
    }));
    const reveal = q.events.find((e) => e.text.includes('reveals'))!;
    expect(eventText(reveal, 1)).toBe('P1 reveals Destiny 4 for Test Quick Draw: destiny 4.');
  });

  it("R-TERM-BENEATH-01: the opponent's cards beneath other cards are open to see", () => {
    const r = play(core({
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit', beneath: [{ card: T.rifle, name: 'rifle' }] }], []] }],
    }));
    const view = seatView(r.state, 1);
    expect(JSON.stringify(view)).toContain(idOf(r, 'rifle'));
    expect(JSON.stringify(view)).toContain('T21');
  });

  it('R-TERM-HERE-01: "here" is the source\'s location: the cannon reaches only opposing units at its own site', () => {
    play(core({
      row: [
        { card: T.siteA, name: 'a', controller: 0, cards: [[{ card: T.tank, beneath: [{ card: C.cannon, name: 'cannon' }] }], [{ card: T.trooper, name: 'near' }]] },
        { card: T.siteB, name: 'b', controller: 0, cards: [[], [{ card: T.trooper, name: 'far' }]] },
      ],
      actions: [
        { type: 'use', seat: 0, card: '@cannon', ability: 0, targets: ['@far'], refused: 'R-TGT-04' },
        { type: 'use', seat: 0, card: '@cannon', ability: 0, targets: ['@near'] },
      ],
      expect: { stack: 1 },
    }));
  });

  it('R-TERM-INBATTLE-01: "in a battle" means at the battle\'s location while it is in progress', () => {
    play(core({
      phase: 'battle',
      players: [player({ hand: [{ card: C.shift, name: 'shift' }] }), player()],
      row: [
        { card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'fighting' }], [T.hero]] },
        { card: T.siteB, name: 'b', controller: 0, cards: [[{ card: T.hero, name: 'away' }], []] },
      ],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [
        { type: 'play', seat: 0, card: '@shift', targets: ['@away'], refused: 'R-TGT-04' },
        { type: 'play', seat: 0, card: '@shift', targets: ['@fighting'] },
      ],
      expect: { stack: 1 },
    }));
  });

  it("R-TERM-CANT-01: can't beats can: a card its opponent can't target is refused as a target", () => {
    play(core({
      players: [player({ hand: [{ card: C.faded, name: 'faded' }] }), player({ hand: [{ card: T.strike, name: 'strike' }] })],
      row: [{ card: T.siteA, name: 'site', controller: 0, cards: [[{ card: T.hero, name: 'kizen' }], []] }],
      actions: [
        { type: 'play', seat: 0, card: '@faded', targets: ['@kizen'] }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, card: '@strike', targets: ['@kizen'], refused: 'R-TGT-04' },
      ],
      expect: { cards: { '@kizen': { zone: 'table', defense: 6 } } },
    }));
  });

  it('R-TERM-COMPARE-01: ">" is strictly greater: an "atLeast 13" (more than 12) check fails at 12', () => {
    play(core({
      players: [player({ hand: [{ card: C.overburdened, name: 'ob' }] }), player({ hand: fill(12) })],
      actions: [{ type: 'play', seat: 0, card: '@ob' }, { type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { decision: null, piles: { 1: { hand: 12 } } },
    }));
  });
  it('R-TERM-LEAVE-03: a card that leaves play loses what effects did to it: back in play the same turn it has its printed numbers', () => {
    const c = new TestCards();
    const unitTarget = [{ select: { kinds: ['unit' as const] } }];
    const boost = c.interrupt('Boost', [{ do: 'lasting', until: 'endOfTurn', change: { stat: { power: 3 }, to: { target: 0 } } }], unitTarget);
    const recall = c.interrupt('Recall', [{ do: 'toHand', card: { target: 0 } }], unitTarget);
    const r = play(position(c, {
      phase: 'deploy', hand: [[{ card: boost, name: 'boost' }, { card: recall, name: 'recall' }], []],
      row: [{ card: c.site('Testworld/Plains'), name: 'site', controller: 0, cards: [[{ card: c.unit({ power: 2 }), name: 'u' }], []] }],
      actions: [{ type: 'play', seat: 0, card: '@boost', targets: ['@u'] }, ...passBoth(),
        { type: 'play', seat: 0, card: '@recall', targets: ['@u'] }, ...passBoth(),
        { type: 'play', seat: 0, card: '@u', at: '@site' }, ...passBoth()],
    }));
    expect(card(r, '@u').power).toBe(2);
    expect(r.state.lasting).toHaveLength(0);
  });
});
