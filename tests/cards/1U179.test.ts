// Duress Vatarma: once a turn, pay 1 to aim at an opposing unit in a site battle here whose defense
// is below its character's tactics; it is damaged unless the opponent reveals a hand card of
// destiny 4 or more onto their used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';
import { expectHiddenFrom, expectShownTo } from '../kit/hidden';

const sc = (theirHand: { card: string; name: string }[]) => game({
  phase: 'battle',
  players: [{}, { hand: theirHand }],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Unit 2/4/3', name: 'host', beneath: ['Duress Vatarma'] }],
      [{ card: 'Unit 2/2/3', name: 'foe' }, { card: 'Unit 2/2/4', name: 'tough' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('1U179 Duress Vatarma', () => {
  it('1U179 Duress Vatarma: pay 1; without an answer the target is damaged', () => {
    sc([{ card: 'Destiny 3', name: 'low' }]).use('Duress Vatarma', { targets: ['foe'] }).resolve()
      .expectCard('foe', { damaged: true }).expectPiles(P1, { active: 5 }).expectPile(P2, 'hand', 'low').expectDecision(null);
  });
  it('1U179 Duress Vatarma: the opponent reveals a card of destiny above 3 onto their used pile instead; the rest of their hand stays hidden (R-TERM-REVEAL-01)', () => {
    const g = sc([{ card: 'Destiny 4', name: 'high' }, { card: 'Plain Wall', name: 'secret' }]).use('Duress Vatarma', { targets: ['foe'] })
      .resolve().option('reveal', P2).expectCard('foe', { damaged: false }).expectOnTop(P2, 'used', 'high').expectPile(P2, 'hand', 'secret');
    expectShownTo(g, P1, 'Destiny 4');
    expectHiddenFrom(g, P1, 'secret');
  });
  it('1U179 Duress Vatarma: the opponent may keep their card and take the damage', () => {
    sc([{ card: 'Destiny 6', name: 'high' }]).use('Duress Vatarma', { targets: ['foe'] }).resolve().option('damage', P2)
      .expectCard('foe', { damaged: true }).expectPile(P2, 'hand', 'high');
  });
  it('1U179 Duress Vatarma: the target\'s defense raised to the tactics before it resolves: the ability is canceled (R-STACK-07)', () => {
    sc([]).add('hand', P2, 'Test Anticipation').use('Duress Vatarma', { targets: ['foe'] }).pass(P1)
      .play('Test Anticipation', { targets: ['foe'] }).resolve().resolve()
      .expectCard('foe', { damaged: false, defense: 6 }).expectLog('R-STACK-07');
  });
  it('1U179 Duress Vatarma: a unit whose defense is not below the character\'s tactics is not a target (R-TGT-04); once a turn (R-ABIL-03)', () => {
    sc([]).refuses('R-TGT-04').use('Duress Vatarma', { targets: ['tough'] });
    sc([]).use('Duress Vatarma', { targets: ['foe'] }).resolve().refuses('R-ABIL-03').use('Duress Vatarma', { targets: ['foe'] });
  });
});
