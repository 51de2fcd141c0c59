// Applies the organisation's name for startups to the loaded catalogues (see startupLabel.ts): the messages are
// rewritten in the i18n store from a copy of the originals, for every catalogue loaded now or later, and the
// screens re-render. Called once, where the tenant is known (RootLayout).
import { useEffect } from 'react';
import { i18n } from '../../app/i18n.ts';
import { rewriteCatalogue, startupWords, type AlternativeStartupLabel } from './startupLabel.ts';

type Messages = Parameters<typeof rewriteCatalogue>[0];

const NS = 'translation';
const originals = new Map<string, Messages>();
let applied: AlternativeStartupLabel | null = null;
let appliedKey = 'none';

function rewrite(language: string): void {
  const store = i18n.store.data[language]?.[NS] as Messages | undefined;
  if (!store) return;
  if (!originals.has(language)) originals.set(language, structuredClone(store));
  const next = rewriteCatalogue(originals.get(language)!, language, startupWords(applied, language));
  // In place: the store keeps its object, and no "added" event runs this again.
  for (const key of Object.keys(store)) delete store[key];
  Object.assign(store, next);
}

let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  // A catalogue loaded later (another language chosen) is rewritten before it is shown.
  i18n.store.on('added', (language: string, namespace: string) => {
    if (namespace !== NS) return;
    originals.delete(language);
    rewrite(language);
  });
}

/** Rewrites the catalogues for this label; true when that changed them. */
export function applyStartupLabel(label: AlternativeStartupLabel | null | undefined): boolean {
  const key = label?.active ? JSON.stringify([label.label, label.pluralLabel ?? []]) : 'none';
  if (key === appliedKey) return false;
  listen();
  applied = label ?? null;
  appliedKey = key;
  for (const language of Object.keys(i18n.store.data)) rewrite(language);
  return true;
}

export function useStartupLabel(label: AlternativeStartupLabel | null | undefined): void {
  // During render, so that the first screen already reads the organisation's words (idempotent).
  const changed = applyStartupLabel(label);
  useEffect(() => {
    // Screens rendered before the change read the messages again.
    if (changed) i18n.emit('languageChanged', i18n.language);
  }, [changed]);
}
