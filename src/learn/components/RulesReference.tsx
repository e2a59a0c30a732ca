// The rules reference: every rule, example and ruling in our own words, grouped as a player looks
// things up, searchable by words and by ID, each entry with its terms and related rules as links;
// and the glossary. Embeddable; RulesReferenceDialog shows it over any screen.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { GLOSSARY } from '../glossary';
import type { GlossaryTerm } from '../glossary';
import { entriesOf, entryById, GROUP_IDS, GROUPS, relatedIds, searchEntries } from '../rules';
import type { EntryKind, GroupId, RuleEntry } from '../rules';
import { termTarget } from '../referenceStore';
import type { ReferenceTarget } from '../referenceStore';
import { termById, termsForRule } from '../terms';
import './learn.css';

type View = GroupId | 'glossary';

const KIND_LABEL: Record<EntryKind, string | null> = {
  rule: null, example: 'Worked example', ruling: 'How this table decides', card: 'Card ruling',
};

const SHOWN = 80;

const domId = (target: string) => `ref-${target.replace(/[^A-Za-z0-9-]/g, '-')}`;

function viewOf(target: ReferenceTarget | null): View {
  if (!target) return 'basics';
  if (target.startsWith('term:')) return 'glossary';
  return entryById(target)?.group ?? 'basics';
}

/** Terms holding every word of the search: those named by it first. */
function searchTerms(q: string): GlossaryTerm[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const has = (s: string) => words.length > 0 && words.every((w) => s.toLowerCase().includes(w));
  return [...GLOSSARY.filter((t) => has(t.name)), ...GLOSSARY.filter((t) => !has(t.name) && has(t.text))];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Props {
  /** The entry or term to show first. */
  target?: ReferenceTarget | null;
  /** Bumped to scroll to the same target again. */
  request?: number;
  /** What goes above the search field: the dialog's title and its close button. */
  heading?: ReactNode;
}

export function RulesReference({ target = null, request = 0, heading }: Props) {
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>(() => viewOf(target));
  const [focus, setFocus] = useState<{ target: ReferenceTarget | null; n: number }>({ target, n: 0 });
  const searchId = useId();
  const list = useRef<HTMLDivElement>(null);

  // A link followed from outside (or inside): show its group, then bring it into view.
  const go = (to: ReferenceTarget) => {
    setQuery('');
    setView(viewOf(to));
    setFocus((f) => ({ target: to, n: f.n + 1 }));
  };
  useEffect(() => { if (target) go(target); }, [target, request]);
  // A group chosen from the list: shown from its top.
  const open = (v: View) => {
    setQuery('');
    setView(v);
    setFocus({ target: null, n: 0 });
    list.current?.scrollTo({ top: 0 });
  };

  useEffect(() => {
    if (!focus.target) return;
    const el = list.current?.querySelector<HTMLElement>(`#${domId(focus.target)}`);
    el?.scrollIntoView({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [focus]);

  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [view]);

  const results = useMemo(() => (query.trim() ? searchEntries(query) : []), [query]);
  const termResults = useMemo(() => searchTerms(query), [query]);
  const searching = query.trim() !== '';

  return (
    <div className="rules-reference">
      <div className="reference-top">
        {heading}
        <label htmlFor={searchId} className="reference-search">
          Search the rules and terms
          <input id={searchId} type="search" value={query} placeholder="a word or a rule ID, like drain or R-PLAY-04"
            onChange={(e) => setQuery(e.target.value)} />
        </label>
      </div>
      <div className="reference-body">
        <nav aria-label="Rule groups" className="reference-nav" ref={nav}>
          <ul>
            {GROUP_IDS.map((g) => (
              <li key={g}>
                <button type="button" aria-current={!searching && view === g ? 'true' : undefined} onClick={() => open(g)}>
                  {GROUPS[g].title}
                </button>
              </li>
            ))}
            <li>
              <button type="button" aria-current={!searching && view === 'glossary' ? 'true' : undefined} onClick={() => open('glossary')}>
                Glossary
              </button>
            </li>
          </ul>
        </nav>
        <div className="reference-list" ref={list}>
          {searching ? (
            <section aria-labelledby={`${searchId}-results`}>
              <h3 id={`${searchId}-results`} aria-live="polite">
                {results.length + termResults.length === 0 ? `Nothing found for “${query.trim()}”` : `Found ${count(results.length, 'rule', 'rules')} and ${count(termResults.length, 'term', 'terms')}`}
              </h3>
              {termResults.map((t) => <TermCard key={t.id} term={t} go={go} />)}
              {results.slice(0, SHOWN).map((e) => <EntryCard key={e.id} entry={e} go={go} showGroup />)}
              {results.length > SHOWN && <p className="muted">The first {SHOWN} are shown: add a word to narrow the search.</p>}
            </section>
          ) : view === 'glossary' ? (
            <section aria-labelledby={`${searchId}-glossary`}>
              <h3 id={`${searchId}-glossary`}>Glossary</h3>
              <p className="muted">The game's words, each with the rules it rests on.</p>
              {GLOSSARY.map((t) => <TermCard key={t.id} term={t} go={go} />)}
            </section>
          ) : (
            <section aria-labelledby={`${searchId}-group`}>
              <h3 id={`${searchId}-group`}>{GROUPS[view].title}</h3>
              <p className="muted">{GROUPS[view].blurb}</p>
              {entriesOf(view).map((e) => <EntryCard key={e.id} entry={e} go={go} />)}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function EntryCard({ entry, go, showGroup }: { entry: RuleEntry; go(to: ReferenceTarget): void; showGroup?: boolean }) {
  const terms = termsForRule(entry.id);
  const related = relatedIds(entry.id).map((id) => entryById(id)!);
  const kind = KIND_LABEL[entry.kind];
  const titleId = `${domId(entry.id)}-title`;
  return (
    <article id={domId(entry.id)} className={`reference-entry kind-${entry.kind}`} tabIndex={-1} aria-labelledby={titleId}>
      <h4 id={titleId}><span className="rule-id">{entry.id}</span> {entry.title}</h4>
      {(kind || showGroup) && <p className="entry-kind">{[kind, showGroup ? GROUPS[entry.group].title : null].filter(Boolean).join(' · ')}</p>}
      <p>{entry.text}</p>
      {entry.why && <p className="entry-why"><span>Why:</span> {entry.why}</p>}
      {terms.length > 0 && (
        <p className="entry-links"><span>Terms:</span> {terms.map((t) => <GoButton key={t.id} onClick={() => go(termTarget(t.id))}>{t.name}</GoButton>)}</p>
      )}
      {related.length > 0 && (
        <p className="entry-links"><span>See also:</span> {related.map((r) => (
          <GoButton key={r.id} onClick={() => go(r.id)}>{r.id} {r.title}</GoButton>
        ))}</p>
      )}
    </article>
  );
}

function TermCard({ term, go }: { term: GlossaryTerm; go(to: ReferenceTarget): void }) {
  const titleId = `${domId(termTarget(term.id))}-title`;
  return (
    <article id={domId(termTarget(term.id))} className="reference-entry reference-term" tabIndex={-1} aria-labelledby={titleId}>
      <h4 id={titleId}>{term.name}</h4>
      <p>{term.text}</p>
      <p className="entry-links"><span>Rules:</span> {term.rules.map((id) => (
        <GoButton key={id} onClick={() => go(id)} label={`${id}: ${entryById(id)?.title ?? ''}`}>{id}</GoButton>
      ))}</p>
      {term.see && term.see.length > 0 && (
        <p className="entry-links"><span>See also:</span> {term.see.map((s) => (
          <GoButton key={s} onClick={() => go(termTarget(s))}>{termById(s)?.name ?? s}</GoButton>
        ))}</p>
      )}
    </article>
  );
}

function GoButton({ onClick, label, children }: { onClick(): void; label?: string; children: ReactNode }) {
  return <button type="button" className="go-link" onClick={onClick} aria-label={label}>{children}</button>;
}

