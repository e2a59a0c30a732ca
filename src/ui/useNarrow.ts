// Whether the screen is a phone's width (the style sheets' 600px step), followed as it turns.
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 600px)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(changed: () => void): () => void {
  const m = media();
  m?.addEventListener('change', changed);
  return () => m?.removeEventListener('change', changed);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
