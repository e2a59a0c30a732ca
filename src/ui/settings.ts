// The table's settings, kept on this device: the seat-control settings of the match (auto-pass,
// stops, always hand over), how the table moves (animation speed, reduced motion) and whether it
// gives hints. Whatever is stored is read defensively: anything unexpected falls back to the
// default.
import { create } from 'zustand';
import { TURN_PHASES } from '../engine';
import type { Phase } from '../engine';
import { DEFAULT_SETTINGS } from '../match';
import type { MatchSettings } from '../match';

export type AnimationSpeed = 'normal' | 'fast' | 'off';
/** Follow the device's reduced-motion setting, or always reduce. */
export type MotionChoice = 'device' | 'reduce';

export interface ViewSettings {
  animation: AnimationSpeed;
  motion: MotionChoice;
  /** Hints in every game: the phase, what passing does, what can be done, why a card cannot be
   * played, a suggested move. */
  hints: boolean;
}

const KEY = 'wars-table:settings';
const DEFAULT_VIEW: ViewSettings = { animation: 'normal', motion: 'device', hints: true };

function stored(): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    return typeof v === 'object' && v !== null ? v as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

const oneOf = <T extends string>(x: unknown, values: readonly T[], fallback: T): T => (values.includes(x as T) ? x as T : fallback);
const bool = (x: unknown, fallback: boolean) => (typeof x === 'boolean' ? x : fallback);
const phases = (x: unknown): Phase[] => (Array.isArray(x) ? TURN_PHASES.filter((p) => x.includes(p)) : []);

/** The settings kept on this device, as far as they can be read. */
export function storedSettings(): { match: MatchSettings; view: ViewSettings } {
  const s = stored();
  const m = (typeof s.match === 'object' && s.match !== null ? s.match : {}) as Record<string, unknown>;
  const v = (typeof s.view === 'object' && s.view !== null ? s.view : {}) as Record<string, unknown>;
  const stops = Array.isArray(m.stops) ? m.stops : [];
  return {
    match: {
      autoPass: bool(m.autoPass, DEFAULT_SETTINGS.autoPass),
      alwaysHandOver: bool(m.alwaysHandOver, DEFAULT_SETTINGS.alwaysHandOver),
      stops: [phases(stops[0]), phases(stops[1])],
    },
    view: {
      animation: oneOf(v.animation, ['normal', 'fast', 'off'] as const, DEFAULT_VIEW.animation),
      motion: oneOf(v.motion, ['device', 'reduce'] as const, DEFAULT_VIEW.motion),
      hints: bool(v.hints, DEFAULT_VIEW.hints),
    },
  };
}

/** Keeps the settings; a browser that refuses storage keeps them for this visit only. */
export function keepSettings(match: MatchSettings, view: ViewSettings): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ match, view }));
  } catch {
    // Nothing to do: the settings still apply until the page closes.
  }
}

export const useViewSettings = create<ViewSettings>()(() => storedSettings().view);

const deviceReduces = typeof window !== 'undefined' && typeof window.matchMedia === 'function'
  ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

/** How long a card takes to glide to its new place, in ms: 0 when motion is off or reduced. */
export function glideMs(): number {
  const { animation, motion } = useViewSettings.getState();
  if (animation === 'off' || motion === 'reduce' || deviceReduces?.matches) return 0;
  return animation === 'fast' ? 120 : 240;
}

// Reduced motion chosen here applies to the whole page, as the device's setting does (styles.css).
function markMotion(v: ViewSettings): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.motion = v.motion === 'reduce' || v.animation === 'off' ? 'reduce' : 'device';
}
markMotion(useViewSettings.getState());
useViewSettings.subscribe(markMotion);
