// Kujiko Torako: once per turn, losing 2 shields her from attrition for the turn. On arrival she
// play, you may play a unit costing 2 or less here for free.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

// P1 deploys Kujiko Torako to a Gongen site, with a unit costing 0 and one costing 3 in hand.
const arrived = () => game({
  phase: 'deploy',
  players: [{ hand: ['Kujiko Torako', { card: 'Plain Trooper', name: 'cheap' }, { card: 'Costly Warrior', name: 'dear' }] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'site', controller: P1 }, { card: 'Gongland/Orbit', controller: P1 }],
}).play('Kujiko Torako', { at: 'site' }).resolve().resolve();

// P1's Kujiko Torako attacks P2's trooper, attrition 5 against P1 (and another P1 unit if given).
const battle = (withTrooper = false) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [['Kujiko Torako', ...(withTrooper ? ['Plain Trooper'] : [])], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 5] },
});
const immune = () => battle().use('Kujiko Torako').lose('reserve').lose('reserve').resolve();

describe('1PF2 Kujiko Torako', () => {
  it('1PF2 Kujiko Torako: on entering play she lets a unit costing 2 or less be played here for free (only that one is offered)', () => {
    arrived().pick('cheap').resolve()
      .expectCard('cheap', { zone: 'table', at: 'site' }).expectCard('dear', { zone: 'hand' }).expectPiles(P1, { active: 2 });
  });
  it('1PF2 Kujiko Torako: a unit costing 3 is not offered (R-EFF-07)', () => {
    arrived().refuses('R-EFF-07').pick('dear').expectDecision('pick');
  });
  it('1PF2 Kujiko Torako: after losing 2 she is immune: the attrition of 5 may be ignored and she stays undamaged', () => {
    immune().toStep('attrition').ignoreAttrition()
      .expectCard('Kujiko Torako', { damaged: false }).expectPiles(P1, { lost: 2 });
  });
  it('1PF2 Kujiko Torako: without it the attrition can\'t be ignored (R-BSTEP-13); and it is once each turn (R-ABIL-03)', () => {
    battle(true).toStep('attrition').refuses('R-BSTEP-13').ignoreAttrition().expectDecision('attrition');
    immune().refuses('R-ABIL-03').use('Kujiko Torako');
  });
  it('1U17 Entrenched Infantry R-PLAY-03 / 1PF2 Kujiko Torako: her free play waives the energy cost, not the additional loss of 2', () => {
    game({ phase: 'deploy',
      players: [{ hand: ['Kujiko Torako', { card: 'Plain Trooper', name: 'cheap' }] }, {}],
      row: [{ card: 'Gongland/Shrine', name: 'site', controller: P1, cards: [[], ['Entrenched Infantry']] }, { card: 'Gongland/Orbit', controller: P1 }] })
      .play('Kujiko Torako', { at: 'site' }).lose('reserve').lose('reserve').resolve().resolve()
      .pick('cheap').lose('reserve').lose('reserve').resolve()
      .expectCard('cheap', { zone: 'table', at: 'site' }).expectPiles(P1, { lost: 4 }).expectPiles(P2, { lost: 0 });
  });
});
