// Zealous Squad (CARD-05, EX-RUL-02): on entering play you dismiss a unit of yours there; with no
// other unit of yours there it is dismissed at once (R-UNIT-08).
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const deploy = (mine: string[], theirs: string[] = [], depot = true) => game({
  phase: 'deploy',
  players: [{ hand: ['Zealous Squad'] }, {}],
  row: [...(depot ? [{ card: 'Depots/Earther Depot', controller: P1 }] : []),
    { card: 'Testland/North', name: 'site', controller: P1, cards: [mine, theirs] }],
});

describe('1C55 Zealous Squad', () => {
  it('1C55 Zealous Squad: played beside your trooper, you choose the trooper to dismiss; the 6-power squad stays', () => {
    deploy(['Plain Trooper']).play('Zealous Squad', { at: 'site' }).resolve().resolve().pick('Plain Trooper')
      .expectCard('Plain Trooper', { zone: 'lost' }).expectCard('Zealous Squad', { at: 'site', power: 6 }).expectPiles(P1, { active: 4 });
  });
  it('1C55 Zealous Squad: you may dismiss the squad itself instead', () => {
    deploy(['Plain Trooper']).play('Zealous Squad', { at: 'site' }).resolve().resolve().pick('Zealous Squad')
      .expectCard('Plain Trooper', { at: 'site' }).expectCard('Zealous Squad', { zone: 'lost' });
  });
  it("1C55 Zealous Squad: with none of your units there (only the opponent's) it is dismissed on entering play (R-UNIT-08)", () => {
    deploy([], ['Plain Trooper']).play('Zealous Squad', { at: 'site' }).resolve()
      .expectCard('Zealous Squad', { zone: 'lost' }).expectLog('is dismissed (R-UNIT-08)').expectStack(0);
  });
  it('1C55 Zealous Squad: needs 2 Earther support icons (R-PLAY-03)', () => {
    deploy(['Plain Trooper'], [], false).refuses('R-PLAY-03').play('Zealous Squad', { at: 'site' })
      .expectCard('Zealous Squad', { zone: 'hand' });
  });
});
