// The first screen, kept light: the start screen, drawn from the card pool alone. The rest of the
// app (the rules engine, the table, the saved games, the deck builder: PersistentApp) loads once
// the start screen is on screen, and takes over from it; a game in progress opens it at once.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ComponentType } from 'react';
import { CURRENT_KEY } from '../persist/keys';
import type { StartParams } from '../match';
import type { XcomStart } from '../xcom';
import { XCOM_FIRST_LESSON } from '../learn/lessons/xcom/first';
import { IconSprite } from './cards/icons';
import { StartScreen } from './screens/StartScreen';

type Full = ComponentType;
let loading: Promise<Full> | null = null;
const loadFull = () => (loading ??= import('./saves/PersistentApp').then((m) => m.default));

function gameInProgress(): boolean {
  try {
    return localStorage.getItem(CURRENT_KEY) !== null;
  } catch {
    return false;
  }
}

/** After the first paint, when the browser is idle (or soon). */
function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 500 });
  else setTimeout(fn, 50);
}

/** Runs `fn` now, or once a press under way has become its click: the start screen swapped for the
 * full app's between a button's press and its release would lose the click. */
function afterPress(fn: () => void): void {
  if (!pressed) return fn();
  const done = () => {
    document.removeEventListener('pointerup', done, true);
    document.removeEventListener('pointercancel', done, true);
    // After the click that follows the release.
    setTimeout(fn, 0);
  };
  document.addEventListener('pointerup', done, true);
  document.addEventListener('pointercancel', done, true);
}

/** The focused control told apart by what it is rather than by its node (the full app draws the
 * start screen anew): its kind, name and label, and which of the like it is. */
function focusedControl(): { tag: string; key: string; index: number } | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const key = controlKey(el);
  return { tag: el.tagName, key, index: alike(el.tagName, key).indexOf(el) };
}

const alike = (tag: string, key: string) => [...document.querySelectorAll<HTMLElement>(tag)].filter((e) => controlKey(e) === key);

function controlKey(el: HTMLElement): string {
  const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : el.getAttribute('aria-label') ?? el.textContent;
  return [el.tagName, el.getAttribute('type'), el.getAttribute('name'), label?.trim()].join('|');
}

/** Focus back on the control that had it, so that a keyboard player's place survives the swap. */
function refocus(was: ReturnType<typeof focusedControl>): void {
  if (!was || (document.activeElement && document.activeElement !== document.body)) return;
  const like = alike(was.tag, was.key);
  (like[was.index] ?? like[0])?.focus({ preventScroll: true });
}

let pressed = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => { pressed = true; }, true);
  for (const end of ['pointerup', 'pointercancel']) document.addEventListener(end, () => { pressed = false; }, true);
}

export default function Shell() {
  const [Full, setFull] = useState<Full | null>(null);
  const [resuming] = useState(gameInProgress);
  useEffect(() => {
    let live = true;
    // Drawn at once (flushSync), in the same task that found no press under way and that puts the
    // focus back: no key or press can come between.
    const go = () => void loadFull().then((c) => afterPress(() => {
      if (!live) return;
      const was = focusedControl();
      flushSync(() => setFull(() => c));
      refocus(was);
    }));
    if (resuming) go();
    else whenIdle(go);
    return () => { live = false; };
  }, [resuming]);
  if (Full) return <Full />;
  if (resuming) return <p className="loading">Loading the table…</p>;
  const start = (params: StartParams) => {
    void Promise.all([loadFull(), import('./store')]).then(([c, { useTable }]) => {
      useTable.getState().startGame(params);
      setFull(() => c);
    });
  };
  const learn = () => {
    void Promise.all([loadFull(), import('./learn/learnStore')]).then(([c, { useLearn }]) => {
      useLearn.getState().openLearn();
      setFull(() => c);
    });
  };
  const startXcom = (start: XcomStart) => {
    void Promise.all([loadFull(), import('./xcom/store')]).then(([c, { useXcom }]) => {
      useXcom.getState().start(start);
      setFull(() => c);
    });
  };
  const learnXcom = () => {
    void Promise.all([loadFull(), import('./learn/learnStore')]).then(([c, { useLearn }]) => {
      useLearn.getState().startXcomLesson(XCOM_FIRST_LESSON);
      setFull(() => c);
    });
  };
  return (
    <>
      <IconSprite />
      <StartScreen onStart={start} onLearn={learn} onStartXcom={startXcom} onLearnXcom={learnXcom} />
    </>
  );
}
