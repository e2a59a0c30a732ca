// The X-COM Incursion board's parts, drawn the same at the table and in a review: each side's cards
// in play by type with their ranks and marks, its meld and staging cards, the panic track with its
// bands, and the contests' scores. At the table a card carries the buttons of the actions taken
// with it; in a review nothing is offered, and what a coach's note is about is ringed (`noted`).
import {
  XCOM_GAME, actionAnchor, cardAbilities, abilityText, cardDef, interceptionScore, meldTotal, rank, staging, typeName,
  EARTH_TYPES, ALIEN_TYPES, PANIC_LOSS, drawCounts,
} from '../../xcom';
import type { CardId, Seat, XAction, XState } from '../../xcom';
import { actionKey } from '../../learn/coach/patterns';
import { RuleLink } from '../../learn/components/RuleLink';
import { SIDE, actionLabel } from './words';

/** What a review's note points at on the board: a card, or the panic track or the contests. */
export type XNoteMark = { card: CardId } | { part: 'panic' | 'contests' };

export const markKey = (m: XNoteMark): string => ('card' in m ? m.card : m.part);

/** The class a thing pointed at by a note wears, and the words that say so. */
const notedBy = (noted: ReadonlySet<string> | undefined, key: string) =>
  (noted?.has(key) ? { className: ' is-noted', note: ' (the note is about this)' } : { className: '', note: '' });

const GROUP_WORD: Partial<Record<XAction['type'], string>> = {
  call: 'Call back…', kill: 'Kill…', superSearch: 'Super Search…', buy: 'Research…',
};

export interface Offer {
  label: string;
  /** One action, or several to choose among. */
  actions: XAction[];
}

/** The actions offered on each card, grouped by kind. */
export function offersByCard(s: XState, legal: readonly XAction[]): Map<CardId, Offer[]> {
  const groups = new Map<string, { at: CardId; actions: XAction[] }>();
  for (const a of legal) {
    const at = actionAnchor(a);
    if (at === null) continue;
    const key = `${at} ${a.type}`;
    const g = groups.get(key) ?? { at, actions: [] };
    g.actions.push(a);
    groups.set(key, g);
  }
  const out = new Map<CardId, Offer[]>();
  for (const { at, actions } of groups.values()) {
    const one = actions.length === 1;
    const label = one ? actionLabel(s, actions[0]) : GROUP_WORD[actions[0].type] ?? actionLabel(s, actions[0]);
    out.set(at, [...(out.get(at) ?? []), { label: one && actions[0].type === 'buy' ? `Research: ${label.replace(/^Pay/, 'pay')}` : label, actions }]);
  }
  return out;
}

/** A button on a card: one action, or several of a kind to choose among (its keys, for a coach's
 * rings: docs/lessons.md). */
function OfferButton({ o, onOffer }: { o: Offer; onOffer(o: Offer): void }) {
  const keys = o.actions.map(actionKey).join(' ');
  const attrs = o.actions.length === 1 ? { 'data-action': keys } : { 'data-offer': keys };
  return <button type="button" className="xc-act" {...attrs} onClick={() => onOffer(o)}>{o.label}</button>;
}

function CardChip({ s, id, offers, onOffer, marks = [], noted }: { s: XState; id: CardId; offers?: Offer[]; onOffer(o: Offer): void; marks?: string[]; noted?: ReadonlySet<string> }) {
  const d = cardDef(id);
  const r = rank(s, id);
  const texts = cardAbilities(s, id).map((a) => abilityText(a, d));
  const n = notedBy(noted, id);
  return (
    <li className={`xc-card${offers?.length ? ' is-live' : ''}${n.className}`} data-card={id}>
      <div className="xc-card-head">
        <span className="xc-card-name">{d.name}{n.note && <span className="visually-hidden">{n.note}</span>}{d.psionic && <span className="xc-psi" title="Psionic"> Ψ</span>}</span>
        <span className="xc-rank" aria-label={`rank ${r}`}>{r}{r !== d.rank && <small>({d.rank})</small>}</span>
      </div>
      {marks.map((m) => <span key={m} className="xc-mark">{m}</span>)}
      {texts.length > 0 && <p className="xc-ability">{texts.join(' ')}</p>}
      {offers?.map((o) => (
        <OfferButton key={o.label} o={o} onOffer={onOffer} />
      ))}
    </li>
  );
}

function StagingCard({ id, offers, onOffer }: { id: CardId; offers?: Offer[]; onOffer(o: Offer): void }) {
  const d = cardDef(id);
  return (
    <li className={`xc-card xc-staged${offers?.length ? ' is-live' : ''}`} data-card={id}>
      <div className="xc-card-head">
        <span className="xc-card-name">{d.name}{d.psionic && <span className="xc-psi" title="Psionic"> Ψ</span>}</span>
        <span className="xc-rank" aria-label={`rank ${d.rank}`}>{d.rank}</span>
      </div>
      <span className="xc-facts">{typeName(d.type)} · costs {d.dc} · pays {d.rl}</span>
      {d.abilities.length > 0 && <p className="xc-ability">{d.abilities.map((a) => abilityText(a, d)).join(' ')}</p>}
      {offers?.map((o) => <OfferButton key={o.label} o={o} onOffer={onOffer} />)}
    </li>
  );
}

export function SidePanel({ s, seat, computer, offers, onOffer, noted }: { s: XState; seat: Seat; computer: boolean; offers: Map<CardId, Offer[]>; onOffer(o: Offer): void; noted?: ReadonlySet<string> }) {
  const view = XCOM_GAME.seatView(s, null).sides[seat];
  const types = seat === 0 ? EARTH_TYPES : ALIEN_TYPES;
  const meld = s.melds[seat];
  const acting = s.phase !== 'over' && s.acting === seat;
  return (
    <section className={`xc-side xc-side-${seat}${acting ? ' is-acting' : ''}`} aria-labelledby={`xc-side-${seat}`}>
      <header className="xc-side-head">
        <h2 id={`xc-side-${seat}`}>{SIDE[seat]}{computer && <span className="muted"> (computer)</span>}{acting && <span className="xc-to-act"> to act</span>}</h2>
        <span className="xc-piles">Active deck {view.deck} · Discard {view.discard.length} · Base deck {view.base.length}</span>
      </header>
      <div className="xc-meld" data-coach="meld" aria-label={`${SIDE[seat]}'s meld`}>
        <strong>Meld: {meldTotal(s, seat)}</strong>
        {meld.length === 0 ? <span className="muted"> (empty)</span> : <span> · {meld.map((id) => `${cardDef(id).name} ${rank(s, id)}`).join(' + ')}</span>}
      </div>
      <h3>In play ({view.play.length})</h3>
      {view.play.length === 0 && <p className="muted">Nothing in play.</p>}
      <div className="xc-types">
        {types.map((type) => {
          const cards = view.play.filter((id) => cardDef(id).type === type);
          if (cards.length === 0) return null;
          return (
            <div key={type} className="xc-type">
              <h4>{typeName(type)} <span className="muted">{cards.length}</span></h4>
              <ul>
                {cards.map((id) => (
                  <CardChip key={id} s={s} id={id} offers={offers.get(id)} onOffer={onOffer} noted={noted}
                    marks={[...(meld.includes(id) ? ['in the meld'] : []), ...(id in s.boosts ? ['trashed at the end of the turn'] : [])]} />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <h3>Staging cards</h3>
      <ul className="xc-staging" data-coach="staging">
        {staging(s, seat).map((id) => <StagingCard key={id} id={id} offers={offers.get(id)} onOffer={onOffer} />)}
      </ul>
    </section>
  );
}

/** Panic bands: where each begins and what it changes (XR-DRAW-01, XR-COMP-01..05, XR-WIN-03). */
const BANDS: { from: number; text: string }[] = [
  { from: 0, text: 'both draw 8' },
  { from: 1, text: 'Earth searches once more' },
  { from: 10, text: 'Earth draws 7; its Base and Logistics pay 1 more' },
  { from: 20, text: 'Aliens draw 9; Earth\'s Defense and Weapons may trash for +1' },
  { from: 30, text: 'Earth draws 6; its Tactics may trash for +2' },
  { from: 40, text: 'Aliens draw 10; Earth\'s Interceptors and Squads may trash for +3' },
  { from: PANIC_LOSS, text: 'the Aliens win' },
];

/** The panic level and its track. The track ends at 50, where the game does; a last morale phase
 * may take the count past it, and the count is shown as it is (XRU-15). */
export function PanicTrack({ panic, noted }: { panic: number; noted?: ReadonlySet<string> }) {
  const [earth, aliens] = drawCounts(panic);
  const lost = panic >= PANIC_LOSS;
  const n = notedBy(noted, 'panic');
  return (
    <section className={`xc-panic${n.className}`} data-coach="panic" aria-label={`Panic track${n.note}`}>
      <div className="xc-panic-head">
        <strong>Panic {panic}</strong>
        {lost
          ? <span className="muted"> · {PANIC_LOSS} or more: the Aliens have won <RuleLink id="XRU-15" /></span>
          : <span className="muted"> · {PANIC_LOSS} ends the game · draws now: Earth {earth}, Aliens {aliens}</span>}
      </div>
      <div className="xc-track" role="img" aria-label={lost ? `Panic ${panic}: the track is full` : `Panic ${panic} of ${PANIC_LOSS}`}>
        <div className="xc-track-fill" style={{ width: `${Math.min(100, (panic * 100) / PANIC_LOSS)}%` }} />
        {BANDS.slice(1, -1).map(({ from }) => <span key={from} className="xc-tick" style={{ left: `${(from * 100) / PANIC_LOSS}%` }}>{from}</span>)}
      </div>
      <details className="xc-bands">
        <summary>What the panic level changes</summary>
        <ul>{BANDS.map((b, i) => <li key={b.from} className={panic >= b.from && panic < (BANDS[i + 1]?.from ?? Infinity) ? 'is-now' : ''}><strong>{b.from}+</strong>: {b.text}</li>)}</ul>
      </details>
    </section>
  );
}

export function Contests({ s, noted }: { s: XState; noted?: ReadonlySet<string> }) {
  const live = s.interception === null;
  const i = s.interception?.scores ?? [interceptionScore(s, 0), interceptionScore(s, 1)];
  const n = notedBy(noted, 'contests');
  return (
    <section className={`xc-contests${n.className}`} data-coach="contests" aria-label={`Contests${n.note}`}>
      <p>
        <strong>Interception</strong> Earth {i[0]} – Aliens {i[1]}
        {s.interception ? <span> · {SIDE[s.interception.winner]} won</span> : live && <span className="muted"> (so far)</span>}
      </p>
      <p>
        <strong>Tactics</strong> Earth {s.tactics?.scores[0] ?? meldTotal(s, 0)} – Aliens {s.tactics?.scores[1] ?? meldTotal(s, 1)}
        {s.tactics ? <span> · {SIDE[s.tactics.winner]} won</span> : s.interception?.winner === 0 ? <span className="muted"> (skipped: Earth won the interception)</span> : null}
      </p>
    </section>
  );
}
