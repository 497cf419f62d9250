import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import am from '../messages/am.json';
import en from '../messages/en.json';
import type { AppLocale } from './format';

export const LOCALES: { value: AppLocale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'am', label: 'አማርኛ' },
];

const CATALOGUES: Record<AppLocale, Record<string, string>> = { en, am };
/** Only the language before sign-in (then the user's saved locale wins): a preference, never a credential. */
const STORAGE_KEY = 'portal.locale';

function initialLocale(): AppLocale {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (stored === 'en' || stored === 'am') return stored;
  return globalThis.navigator?.language?.toLowerCase().startsWith('am') ? 'am' : 'en';
}

interface LocaleState {
  locale: AppLocale;
  setLocale(locale: AppLocale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** The language of the console: messages from the catalogues, `lang` on the page, kept across reloads. */
export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: AppLocale }) {
  const [locale, setState] = useState<AppLocale>(initial ?? initialLocale);
  const setLocale = useCallback((next: AppLocale) => {
    setState(next);
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
    if (typeof document !== 'undefined') document.documentElement.lang = next;
  }, []);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale === 'am' ? 'am-ET' : 'en-GB'} messages={CATALOGUES[locale]} defaultLocale="en-GB">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale outside LocaleProvider');
  return state;
}
