// Words the later cards brought into the language: damaging a card as a cost (R-PLAY-04), a
// selector matching one kind or another (R-TGT-04), and a card's energy cost as an amount.
import { describe, expect, it } from 'vitest';
import { abilityText, cardAbilityIds, defOf } from '../../src/engine';
import { P1 } from '../kit/driver';
import { game } from './_starts';

const site = 'Testland/North';

describe('damage as a cost', () => {
  it('R-PLAY-04: "damage this card and pay 1" pays both: the card is damaged and 1 energy is spent', () => {
    game({ row: [{ card: site, controller: P1, cards: [['Test Daredevil'], []] }] })
      .use('Test Daredevil').resolve()
      .expectCard('Test Daredevil', { damaged: true }).expectPiles(P1, { active: 5 });
  });
  it('R-PLAY-04 / R-BATTLE-08: a card already damaged can\'t pay it, so nothing of the cost is paid', () => {
    game({ row: [{ card: site, controller: P1, cards: [[{ card: 'Test Daredevil', damaged: true }], []] }] })
      .refuses('R-PLAY-04', "Test Daredevil can't be damaged now, so it can't pay this cost.").use('Test Daredevil')
      .expectPiles(P1, { active: 5 });
  });
  it('R-PLAY-04: with no energy to pay the rest, the card is not damaged either', () => {
    game({ players: [{ active: [] }, {}], row: [{ card: site, controller: P1, cards: [['Test Daredevil'], []] }] })
      .refuses('R-PLAY-04').use('Test Daredevil').expectCard('Test Daredevil', { damaged: false });
  });
});

describe('either of two selectors', () => {
  it('R-TGT-04: a Kizen or a vehicle is a target, of either player; a plain character is not', () => {
    const g = () => game({ row: [{ card: site, controller: P1,
      cards: [['Test Picker', { card: 'Plain Kizen', name: 'kizen' }, { card: 'Plain Trooper', name: 'trooper' }], [{ card: 'Plain Tank', name: 'tank' }]] }] });
    g().use('Test Picker', { targets: ['kizen'] }).resolve().expectCard('kizen', { damaged: true });
    g().use('Test Picker', { targets: ['tank'] }).resolve().expectCard('tank', { damaged: true });
    g().refuses('R-TGT-04').use('Test Picker', { targets: ['trooper'] });
  });
  it('reads aloud as one noun: "a Kizen or vehicle here"', () => {
    const g = game({ row: [{ card: site, controller: P1, cards: [['Test Picker'], []] }] });
    const def = defOf(g.state, g.id('Test Picker'));
    expect(abilityText(def, cardAbilityIds(def)[0])).toMatch(/targeting a Kizen or vehicle here: damage the target/);
  });
});

describe("a card's energy cost as an amount", () => {
  it('R-EFF-06: read when it applies: a unit costing 3 activates 3, one costing 0 activates nothing', () => {
    const g = () => game({ row: [{ card: site, controller: P1, cards: [['Test Appraiser', { card: 'Costly Warrior', name: 'warrior' }], ['Plain Trooper']] }] });
    g().use('Test Appraiser', { targets: ['warrior'] }).resolve().expectPiles(P1, { active: 8, reserve: 2 });
    g().use('Test Appraiser', { targets: ['Plain Trooper'] }).resolve().expectPiles(P1, { active: 5, reserve: 5 });
  });
});
