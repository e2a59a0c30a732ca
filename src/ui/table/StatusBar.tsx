// The top bar: the turn, the phases of the turn with the current one lit (each says what happens
// in it; a phone shows the current one only), the battle step in words, who acts now; the game
// menu (help, undo, settings, concede, leave) and the details toggle of narrow screens.
import { memo } from 'react';
import { TURN_PHASES, phaseName } from '../../engine';
import type { Phase } from '../../engine';
import { Icon } from '../cards/icons';
import { PhaseTip } from '../hints/PhaseTip';
import { GameMenu } from '../menu/GameMenu';
import { useTable } from '../store';
import { seatName } from '../text';
import { useHeightVar } from './heightVar';
import { useViewPart } from './useView';

/** A step of the phase ladder: done, the current one, or to come. */
const PhaseStep = memo(function PhaseStep({ phase, n, at }: { phase: Phase; n: number; at: 'done' | 'now' | '' }) {
  return (
    <li className={at} aria-current={at === 'now' ? 'step' : undefined}>
      <PhaseTip phase={phase}>{at === 'done' ? <Icon name="check" /> : <span className="phase-n">{n}</span>}{phase[0].toUpperCase() + phase.slice(1)}</PhaseTip>
    </li>
  );
});

/** The bar reads only what it shows from the view, so it renders again only when that changes. */
export function StatusBar({ onDetails }: { onDetails(): void }) {
  const turn = useViewPart((v) => v.turn);
  const turnPlayer = useViewPart((v) => v.turnPlayer);
  const phase = useViewPart((v) => v.phase);
  const who = useViewPart((v) => v.actor);
  const battle = useViewPart((v) => v.battle !== null);
  const step = useViewPart((v) => v.battle?.step);
  const stepName = useViewPart((v) => v.battle?.stepName);
  const battleTitle = useViewPart((v) => (v.battle ? v.locations.find((l) => l.card.id === v.battle!.location)?.card.title : undefined));
  // Its height as `--bar-h`: the notices sit below it, never over its buttons.
  const bar = useHeightVar('--bar-h');
  // On a shared screen both players read the bar: seats by name, never "you".
  const you = useTable((s) => (s.screen?.kind === 'seat' ? s.screen.seat : null));
  const at = TURN_PHASES.indexOf(phase as (typeof TURN_PHASES)[number]);
  return (
    <header ref={bar} className="status-bar" aria-label="Game status">
      <p className="turn" aria-live="polite">
        <strong>Turn {turn}</strong> · {turnPlayer === you ? 'your turn' : `${seatName(turnPlayer)}'s turn`}
        {' · '}<span className="phase-now" data-phase={phase}>{phaseName(phase)}</span>
        {battle && <span className="step-now"> · battle at {battleTitle}: <span data-step={step}>{stepName}</span></span>}
      </p>
      <ol className="phase-ladder" data-coach="phases" aria-label="Phases of the turn">
        {TURN_PHASES.map((p, i) => <PhaseStep key={p} phase={p} n={i + 1} at={i < at ? 'done' : i === at ? 'now' : ''} />)}
      </ol>
      {who !== null && (
        <p className={`chip chip-actor ${who === you ? 'is-you' : ''}`} data-actor={who}>
          {who === you ? 'You act' : `${seatName(who)} acts`}
        </p>
      )}
      <GameMenu />
      <button type="button" data-coach="details" className={`details-toggle ${battle ? 'has-battle' : ''}`} onClick={onDetails}>
        <Icon name={battle ? 'battle' : 'info'} />{battle ? 'Battle & details' : 'Details'}
      </button>
    </header>
  );
}
