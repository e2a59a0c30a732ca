// Card text with each game term (its first appearance) explained on hover, focus or tap.
import { splitTerms } from '../terms';
import { Term } from './Term';

export function TermText({ text }: { text: string }) {
  return <>{splitTerms(text).map((p, i) => (typeof p === 'string' ? p : <Term key={i} term={p.term}>{p.text}</Term>))}</>;
}
