// The battle as it happens: both sides' forces, tactics and whether each reveals battle destiny,
// each destiny with what modified it, the attrition owed and how it is covered, total power term
// by term, the winner, and the casualties with the reduction by damaged cards' defense. The
// figures' names explain themselves from the glossary on hover, focus or tap. The table shows the
// battle of the seat at the screen (BattlePanel); a review shows the battle of a state of a
// finished game the same way (BattleReport), from the view both players may see.
import type { BattleSideView, BattleStep, BattleView, Part, Seat, TableView } from '../../engine';
import { TermWord } from '../../learn/components/Term';
import { Icon } from '../cards/icons';
import { seatName } from '../text';
import { cardsById, useNearSeat, useOwnSeat, useView } from './useView';
import './battle.css';

const STEPS: { name: string; steps: BattleStep[] }[] = [
  { name: 'Battle destiny', steps: ['window1', 'destiny'] },
  { name: 'Attrition', steps: ['window2', 'attrition'] },
  { name: 'Power', steps: ['window3', 'power'] },
  { name: 'Casualties', steps: ['window4', 'loss'] },
  { name: 'End', steps: ['window5', 'end'] },
];

/** "Hounded 5 − 2 Belt Hideaway = 3": each term with its source, then the total. */
function Terms({ parts, total }: { parts: readonly Part[]; total: number }) {
  const below = parts.reduce((n, p) => n + p.amount, 0) < 0;
  return (
    <span className="terms">
      {parts.map((p, i) => (
        <span key={i} className={`term ${p.revealed ? 'term-revealed' : ''} ${p.amount < 0 ? 'term-minus' : ''}`}>
          {i > 0 && <span className="op">{p.amount < 0 ? '−' : '+'}</span>}
          {i === 0 && p.amount < 0 && <span className="op">−</span>}
          {p.revealed ? <>{p.label} <span className="revealed-word">revealed</span> {Math.abs(p.amount)}</> : <>{Math.abs(p.amount)} {p.label}</>}
        </span>
      ))}
      <span className="op">=</span> <strong className="total">{total}</strong>
      {below && <span className="muted"> (never below 0)</span>}
    </span>
  );
}

function stepIndex(step: BattleStep): number {
  return STEPS.findIndex((s) => s.steps.includes(step));
}

function SideFigures({ side, battle, view, own }: { side: BattleSideView; battle: BattleView; view: TableView; own: Seat | null }) {
  const at = stepIndex(battle.step);
  const you = side.seat === own;
  const byId = cardsById(view);
  const titles = side.forces.map((id) => byId.get(id)?.title).filter(Boolean);
  const destinyDone = at > 0 || battle.step === 'destiny' && side.destiny.parts.length > 0;
  return (
    <section className={`battle-side ${you ? 'is-you' : ''}`} aria-label={`${seatName(side.seat)}${you ? ' (you)' : ''}, ${side.attacking ? 'attacking' : 'defending'}`}>
      <h3>{seatName(side.seat)}{you ? ' (you)' : ''} <span className="muted">{side.attacking ? 'attacking' : 'defending'} · {titles.length} in the battle</span></h3>
      <p className="battle-forces">{titles.join(', ') || 'no forces left'}</p>
      <dl className="battle-figures">
        <dt><TermWord id="tactics">Tactics</TermWord></dt>
        <dd>{side.tactics} · {side.revealsDestiny ? <span className="ok">reveals battle destiny (4 or more)</span> : <span className="muted">no battle destiny (needs 4)</span>}</dd>
        <dt><TermWord id="battle-destiny">Battle destiny</TermWord></dt>
        <dd>{destinyDone || side.destiny.total > 0 ? (side.destiny.parts.length ? <Terms parts={side.destiny.parts} total={side.destiny.total} /> : <strong>{side.destiny.total}</strong>) : <span className="muted">not yet</span>}</dd>
        <dt><TermWord id="attrition">Attrition</TermWord> to cover</dt>
        <dd>{side.attrition ? (
          <>
            <strong>{side.attrition.owed}</strong>
            {side.attrition.covered.length > 0 && <> · damaged: {side.attrition.covered.map((p) => `${p.label} (defense ${-p.amount})`).join(', ')}</>}
            {' · '}{side.attrition.left === 0 ? <span className="ok"><Icon name="check" />met</span>
              : side.attrition.done ? <span className="warn">{side.attrition.left} not met: no card was left that had to be damaged</span>
              : <span className="warn">{side.attrition.left} left</span>}
          </>
        ) : <span className="muted">not yet</span>}</dd>
        <dt>Total <TermWord id="power">power</TermWord>{side.power.fixed ? '' : ' so far'}</dt>
        <dd><Terms parts={side.power.parts} total={side.power.total} /></dd>
      </dl>
    </section>
  );
}

function Result({ battle }: { battle: BattleView }) {
  const r = battle.result;
  if (!r) return null;
  if (r.winner === null) return <p className="battle-result">A tie: no winner, no casualties.</p>;
  const [w, l] = [battle.sides[r.winner], battle.sides[1 - r.winner]];
  const cuts = r.cuts.map((p) => (p.cap ? `${-p.amount} for ${p.label} (a limit on casualties)` : `${-p.amount} for damaged ${p.label} (defense ${-p.amount})`));
  return (
    <div className="battle-result">
      <p className="winner"><strong>{seatName(r.winner)} wins</strong> {w.power.total} to {l.power.total}.</p>
      <p>
        <TermWord id="casualties">Casualties</TermWord> for {seatName(l.seat)}: <strong>{r.casualties}</strong> (the difference in power)
        {cuts.length > 0 && <> − {cuts.join(' − ')}</>}
        {' '}= <strong>{r.toCover}</strong> to cover{r.fixed ? '' : ' if nothing changes before the casualties step'}
        {r.fixed && r.left > 0 ? <>, <span className="warn">{r.left} still to cover</span>: lose energy or hand cards one at a time, or damage a card in the battle (its defense counts).</> : '.'}
      </p>
    </div>
  );
}

/** The battle of `view`: `near` is the seat whose side is drawn last (the bottom of the board),
 * `own` the seat whose screen this is (null when both look); `coach` marks it as the part of the
 * table a lesson rings. Nothing when there is no battle. */
export function BattleReport({ view, near, own, coach = false }: { view: TableView; near: Seat; own: Seat | null; coach?: boolean }) {
  const b = view.battle;
  if (!b) return null;
  const loc = view.locations.find((l) => l.card.id === b.location);
  const at = stepIndex(b.step);
  const sector = loc?.card.kind === 'Sector';
  const window = b.step.startsWith('window');
  return (
    <section className="battle-panel" data-coach={coach ? 'battle' : undefined} aria-label={`Battle at ${loc?.card.title ?? 'a location'}`}>
      <h2><Icon name="battle" /> Battle at {loc?.card.title}</h2>
      <p className="muted">{seatName(b.attacker)} attacked. {sector ? 'A sector battle: ships fight; units aboard add nothing but may be damaged.' : 'A site battle: units fight.'}</p>
      <ol className="battle-steps" aria-label="Steps of the battle">
        {STEPS.map((s, i) => (
          <li key={s.name} className={i < at ? 'done' : i === at ? 'now' : ''} aria-current={i === at ? 'step' : undefined}>
            {i < at ? <Icon name="check" /> : <span className="phase-n">{i + 1}</span>}{s.name}
          </li>
        ))}
      </ol>
      <p className="battle-now">Now: <strong>{b.stepName}</strong>{window ? ' (players may use abilities and interrupts, then pass)' : ''}</p>
      <SideFigures side={b.sides[1 - near]} battle={b} view={view} own={own} />
      <SideFigures side={b.sides[near]} battle={b} view={view} own={own} />
      <Result battle={b} />
    </section>
  );
}

export function BattlePanel() {
  const view = useView();
  const own = useOwnSeat();
  const near = useNearSeat();
  return <BattleReport view={view} near={near} own={own} coach />;
}
