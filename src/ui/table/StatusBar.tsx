// The top bar: the turn, the phases of the turn with the current one lit (each says what happens
// in it; a phone shows the current one only), the battle step in words, who acts now; the game
// menu (help, undo, settings, concede, leave) and the details toggle of narrow screens.
import { TURN_PHASES, phaseName } from '../../engine';
import { Icon } from '../cards/icons';
import { PhaseTip } from '../hints/PhaseTip';
import { GameMenu } from '../menu/GameMenu';
import { useTable } from '../store';
import { seatName } from '../text';
import { useHeightVar } from './heightVar';
import { useView } from './useView';

export function StatusBar({ onDetails }: { onDetails(): void }) {
  const view = useView();
  // Its height as `--bar-h`: the notices sit below it, never over its buttons.
  const bar = useHeightVar('--bar-h');
  // On a shared screen both players read the bar: seats by name, never "you".
  const you = useTable((s) => (s.screen?.kind === 'seat' ? s.screen.seat : null));
  const at = TURN_PHASES.indexOf(view.phase as (typeof TURN_PHASES)[number]);
  const who = view.actor;
  const battle = view.battle;
  const battleTitle = battle ? view.locations.find((l) => l.card.id === battle.location)?.card.title : undefined;
  return (
    <header ref={bar} className="status-bar" aria-label="Game status">
      <p className="turn" aria-live="polite">
        <strong>Turn {view.turn}</strong> · {view.turnPlayer === you ? 'your turn' : `${seatName(view.turnPlayer)}'s turn`}
        {' · '}<span className="phase-now" data-phase={view.phase}>{phaseName(view.phase)}</span>
        {battle && <span className="step-now"> · battle at {battleTitle}: <span data-step={battle.step}>{battle.stepName}</span></span>}
      </p>
      <ol className="phase-ladder" data-coach="phases" aria-label="Phases of the turn">
        {TURN_PHASES.map((p, i) => (
          <li key={p} className={i < at ? 'done' : i === at ? 'now' : ''} aria-current={i === at ? 'step' : undefined}>
            <PhaseTip phase={p}>{i < at ? <Icon name="check" /> : <span className="phase-n">{i + 1}</span>}{p[0].toUpperCase() + p.slice(1)}</PhaseTip>
          </li>
        ))}
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
