// Resource Technician (EX-RUL-15): 2 more energy while at a site with no support icons on your side.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const at = (site: string, controller: Seat = P1, technician: Entry = 'Resource Technician') =>
  game({ phase: 'activate', row: [{ card: site, controller, cards: [[technician], []] }] });

describe('1C93 Resource Technician', () => {
  it('1C93 Resource Technician: at a site with no support icon on your side the activation maximum is 1 + 2 icons + 2 = 5', () => {
    at('Testland/North').activate(5).resolve()
      .expectActivationMax(P1, 5).expectActivationMax(P2, 3).expectPiles(P1, { active: 11, reserve: 1 });
  });
  it('1C93 Resource Technician: nothing at a site whose support icons face you (1 + 2 = 3), so 4 is refused', () => {
    at('Gongland/Shrine').refuses('R-ACT-02').activate(4).expectActivationMax(P1, 3);
  });
  it('1C93 Resource Technician: an opponent-side support icon does not stop it (their icons are not on your side)', () => {
    at('Gongland/Shrine', P2).expectActivationMax(P1, 5);
  });
  it('1C93 Resource Technician: aboard a ship at a sector it is not at a site and adds nothing', () => {
    at('Testland/Orbit', P1, { card: 'Plain Capital', beneath: ['Resource Technician'] }).expectActivationMax(P1, 3);
  });
});
