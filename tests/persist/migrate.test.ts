// Saves of version 1 named an ability and an option of a choice by their place (`ability: 2`,
// `option: 1`); version 2 names them by stable ids and keys and records the card data. A real
// version-1 save, made from a seeded random game by the code of that time (the fixture), still
// loads: each action is renamed in the state it was taken in, and the game is the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardDataVersion } from '../../cards';
import { replay, stableAction, stateHash } from '../../src/engine';
import type { LooseAction } from '../../src/engine';
import { loadSaveText, makeSave, serializeSave, SAVE_VERSION } from '../../src/persist/format';
import { wars } from './support';

const fixture = readFileSync(new URL('./fixtures/save-v1-abilities.json', import.meta.url), 'utf8');
const raw = JSON.parse(fixture) as { version: number; actions: LooseAction[] };

describe('saves of version 1 (abilities and options by place)', () => {
  it('the fixture is a version-1 save that uses activated abilities and options by place', () => {
    expect(raw.version).toBe(1);
    expect(raw.actions.filter((a) => a.type === 'use' && typeof a.ability === 'number').length).toBeGreaterThan(3);
    expect(raw.actions.filter((a) => a.type === 'choose' && 'option' in a.choice && typeof a.choice.option === 'number').length).toBeGreaterThan(0);
  });
  it('loads, migrated to version 2: abilities by id, options by key, the same game', () => {
    const r = loadSaveText(fixture);
    if (!r.ok) throw new Error(r.error.message);
    const { save, state } = wars(r.value);
    expect(save.version).toBe(SAVE_VERSION);
    expect(save.cards).toBe('v1');
    const uses = save.actions.flatMap((a) => (a.type === 'use' ? [a.ability] : []));
    expect([...new Set(uses)].sort()).toEqual(['1C100:defense', '1C168:choice', '1C322:move', '2C66:invert']);
    const options = save.actions.flatMap((a) => (a.type === 'choose' && 'option' in a.choice ? [a.choice.option] : []));
    expect(options).toEqual(['damage', 'damage']);
    // The migrated actions replay by themselves to the same state, action for action.
    const again = replay(save.start, save.actions);
    expect(again.refused).toBeUndefined();
    expect(stateHash(again.state)).toBe(stateHash(state));
    expect(save.actions.length).toBe(raw.actions.length);
  });
  it('saved again, it is written as version 2 with the card data it is played with, and reads back the same', () => {
    const r = loadSaveText(fixture);
    if (!r.ok) throw new Error(r.error.message);
    const again = makeSave({ ...wars(r.value).save, id: 'again' });
    expect(again.version).toBe(2);
    expect(again.cards).toBe(cardDataVersion());
    const back = loadSaveText(serializeSave(again));
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.save.actions).toEqual(r.value.save.actions);
    expect(stateHash(wars(back.value).state)).toBe(stateHash(wars(r.value).state));
  });
  it('an action of version 1 whose place names no ability is refused with the usual message', () => {
    const bad = JSON.parse(fixture) as { actions: LooseAction[] };
    const i = bad.actions.findIndex((a) => a.type === 'use');
    bad.actions[i] = { ...(bad.actions[i] as Extract<LooseAction, { type: 'use' }>), ability: 9 };
    const r = loadSaveText(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(new RegExp(`action ${i + 1} of \\d+ is refused by the rules \\(That is not an activated ability`));
  });
  it('version 2 refuses an ability named by its place', () => {
    const r = loadSaveText(fixture);
    if (!r.ok) throw new Error(r.error.message);
    const v2 = JSON.parse(serializeSave(r.value.save)) as { actions: LooseAction[] };
    const i = v2.actions.findIndex((a) => a.type === 'use');
    v2.actions[i] = { ...(v2.actions[i] as Extract<LooseAction, { type: 'use' }>), ability: 0 };
    const bad = loadSaveText(JSON.stringify(v2));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/action \d+ has a bad "ability"/);
  });
  it('stableAction renames a place in the state the action is taken in, and leaves ids alone', () => {
    const r = loadSaveText(fixture);
    if (!r.ok) throw new Error(r.error.message);
    const { save, state } = wars(r.value);
    const a = save.actions.find((x) => x.type === 'use')!;
    expect(stableAction(state, a)).toBe(a);
  });
});
