// With hints on, the coach speaks in an ordinary game too: the first time something happens (an
// activation, a payment, a drain, an attack, battle destiny, attrition, a move, a draw), a notice
// over the board says what it was and why, with its rule, and rings what it is about, until it
// is dismissed or the turn moves on. The newest two are shown: the table's automatic passes may
// bring an attack, its battle destiny and its attrition at once. The same notes as a review's:
// every card named is in play.
import { useMemo, useState } from 'react';
import { ringSelector } from '../../learn/coach/marks';
import { RuleLink } from '../../learn/components/RuleLink';
import type { NoteMark } from '../../match';
import { useViewSettings } from '../settings';
import { useTable } from '../store';
import { firstTimesThisTurn } from './hints';

const selectorOf = (m: NoteMark) => ringSelector('card' in m ? { kind: 'card', id: m.card, role: 'look' } : { kind: 'pile', seat: m.seat, pile: m.pile, role: 'look' });

const SHOWN = 2;

export function FirstTimeNotice() {
  const on = useViewSettings((v) => v.hints);
  const game = useTable((s) => s.game);
  const log = useTable((s) => s.log);
  const handOver = useTable((s) => s.screen?.kind === 'handOver');
  // The log line of the newest note dismissed.
  const [dismissed, setDismissed] = useState(-1);
  const all = useMemo(() => (on && game ? firstTimesThisTurn(game, log) : []), [on, game, log]);
  const shown = all.filter((n) => n.at > dismissed).slice(-SHOWN);
  if (shown.length === 0 || handOver || game?.winner !== null) return null;
  const rings = shown.flatMap((n) => n.note.about.map(selectorOf)).join(', ');
  return (
    <div className="hint-first" role="status">
      {rings && <style>{`${rings} { outline: 3px dashed var(--cyan) !important; outline-offset: -3px; }`}</style>}
      <ul aria-label="First time in this game">
        {shown.map(({ at, note }) => (
          <li key={at + note.text}><strong>First time:</strong> {note.text}{note.rule && <> <span className="rule">(<RuleLink id={note.rule} />)</span></>}</li>
        ))}
      </ul>
      <button type="button" onClick={() => setDismissed(shown[shown.length - 1].at)} aria-label="Dismiss the notes">×</button>
    </div>
  );
}
