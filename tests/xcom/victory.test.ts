import { describe, expect, it } from 'vitest';
import { check, interceptionScore, legalActions } from '../../src/xcom/index';
import { must, passPhase, position } from './position';

describe('X-COM panic compensations', () => {
  const boostable = (panic: number, name: string) => {
    const { s, ids } = position({ phase: 'interception', panic, play: [['Fighter Jets', name], ['Small Scout']] });
    const r = check(s, { type: 'boost', seat: 0, card: ids[0][1] });
    return r ? null : interceptionScore(must(s, { type: 'boost', seat: 0, card: ids[0][1] }), 0) - interceptionScore(s, 0);
  };

  it('XR-COMP-03: from panic 20 Defense and Weapon cards gain Trash for R+1', () => {
    expect(boostable(19, 'Laser Guns')).toBeNull();
    expect(boostable(20, 'Laser Guns')).toBe(1);
    expect(boostable(20, 'Laser Defenses')).toBe(1);
    expect(boostable(20, 'Motion Detectors')).toBeNull();
  });

  it('XR-COMP-04: from panic 30 Tactics cards gain Trash for R+2', () => {
    expect(boostable(29, 'Motion Detectors')).toBeNull();
    expect(boostable(30, 'Motion Detectors')).toBe(2);
  });

  it('XR-COMP-05: from panic 40 Interceptor and Squad cards gain Trash for R+3', () => {
    expect(boostable(39, 'Laser Cannons')).toBeNull();
    expect(boostable(40, 'Laser Cannons')).toBe(3);
    expect(boostable(40, 'Rookie Squad')).toBe(3);
  });

  it('XR-COMP-06: the bands add up, and a card with its own Trash for R gains no second one', () => {
    expect(boostable(45, 'Laser Guns')).toBe(1);
    expect(boostable(45, 'Motion Detectors')).toBe(2);
    expect(boostable(45, 'Alien Grenades')).toBe(3);
    expect(boostable(45, 'Stingray Missiles')).toBe(3);
    expect(boostable(45, 'Laboratory')).toBeNull();
  });
});

describe('X-COM victory', () => {
  it('XR-WIN-01: Earth wins with an Avenger and Cydonia or Bust in play in a turn it wins', () => {
    const { s } = position({ phase: 'interception', play: [['Avenger', 'Cydonia or Bust'], ['Small Scout']] });
    const t = must(s, { type: 'pass', seat: 0 });
    expect(t.phase).toBe('over');
    expect([t.winner, t.winRule]).toEqual([0, 'XR-WIN-01']);
  });

  it('XR-WIN-02: the Aliens win with a Battleship and Final Assault in play in a turn they win', () => {
    const { s, ids } = position({ phase: 'tactics', play: [['Rookie Squad'], ['Battleship', 'Final Assault']] });
    let t = must(s, { type: 'pass', seat: 0 });
    t = passPhase(must(t, { type: 'meld', seat: 1, card: ids[1][1] }));
    expect([t.winner, t.winRule]).toEqual([1, 'XR-WIN-02']);
  });

  it('XR-WIN-03: the Aliens win when panic reaches 50', () => {
    const { s, ids } = position({ phase: 'tactics', panic: 48, play: [['Rookie Squad'], ['Floaters']] });
    const t = passPhase(must(must(s, { type: 'pass', seat: 0 }), { type: 'meld', seat: 1, card: ids[1][0] }));
    expect(t.panic).toBe(50);
    expect([t.winner, t.winRule]).toEqual([1, 'XR-WIN-03']);
  });

  it('XR-WIN-04: nothing is played once the game is won', () => {
    const { s } = position({ phase: 'interception', play: [['Avenger', 'Cydonia or Bust'], []] });
    const t = must(s, { type: 'pass', seat: 0 });
    expect(legalActions(t)).toEqual([]);
    expect(check(t, { type: 'pass', seat: 0 })?.rule).toBe('XR-WIN-04');
  });
});
