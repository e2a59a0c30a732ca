// Strength of Arms: when a Deigan unit of yours is destroyed and nothing is stacked here, you may
// stack it here; in your deploy phase, lose a hand card to take the stacked card into your hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const destroyed = (unit = 'Deigan Follower', stacked: string[] = []) => game({
  phase: 'deploy',
  players: [{ assets: [{ card: 'Strength of Arms', stacked } as unknown as string], hand: ['Plain Trooper'] }, { hand: ['Test Strike'] }],
  row: [{ card: 'Testland/North', controller: P1, cards: [[{ card: unit, name: 'victim' }], []] }],
}).pass(P1).play('Test Strike', { targets: ['victim'], by: P2 }).resolve();

describe('2R46 Strength of Arms', () => {
  it('2R46 Strength of Arms: your destroyed Deigan Follower may be stacked here from the lost pile (R-ASSET-05)', () => {
    destroyed().resolve().yes().expectStackedOn('Strength of Arms', 1).expectCard('victim', { zone: 'stacked' });
  });
  it('2R46 Strength of Arms: a unit that is no Deigan is not offered', () => {
    destroyed('Plain Trooper').expectStack(0).expectStackedOn('Strength of Arms', 0);
  });
  it('2R46 Strength of Arms: with a card stacked already, nothing more is offered', () => {
    destroyed('Deigan Follower', ['Gunso Squad Leader']).expectStack(0).expectStackedOn('Strength of Arms', 1);
  });
  it('2R46 Strength of Arms: in your deploy phase, a hand card lost brings the stacked card to hand', () => {
    game({ phase: 'deploy', players: [{ assets: [{ card: 'Strength of Arms', stacked: ['Gunso Squad Leader'] } as unknown as string], hand: ['Plain Trooper'] }, {}] })
      .use('Strength of Arms', { ability: 'toHand' }).expectCard('Plain Trooper', { zone: 'lost' }).resolve()
      .expectCard('Gunso Squad Leader', { zone: 'hand' }).expectStackedOn('Strength of Arms', 0);
  });
  it('2R46 Strength of Arms: not outside your deploy phase, nor with nothing stacked (R-GEN-02)', () => {
    game({ phase: 'battle', players: [{ assets: [{ card: 'Strength of Arms', stacked: ['Gunso Squad Leader'] } as unknown as string], hand: ['Plain Trooper'] }, {}] })
      .refuses('R-GEN-02').use('Strength of Arms', { ability: 'toHand' });
    game({ phase: 'deploy', players: [{ assets: ['Strength of Arms'], hand: ['Plain Trooper'] }, {}] }).refuses('R-GEN-02').use('Strength of Arms', { ability: 'toHand' });
  });
});
