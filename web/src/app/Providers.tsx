import {
  createTheme,
  defaultVariantColorsResolver,
  MantineProvider,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LocaleProvider } from '../lib/locale';
import { NotificationsContainer, useNotificationsWanted } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';

const Notifications = lazy(NotificationsContainer);

// Light and outline variants write their text in the colour's darkest shade darkened further: Mantine's
// shades fall below WCAG AA's 4.5:1 on the tinted backgrounds for orange, green and cyan.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colours;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colours;
  const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 65%, black)`;
  return { ...colours, color: text, border: input.variant === 'outline' ? `1px solid ${text}` : colours.border };
};

// The Ethiopic face first (fonts.css: it covers Ethiopic letters only), then the system's UI font.
const FONTS = "'Portal Ethiopic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const theme = createTheme({
  variantColorResolver,
  fontFamily: FONTS,
  headings: { fontFamily: FONTS },
  primaryColor: 'blue',
  primaryShade: 8,
  // A visible focus ring for keyboard users, never for mouse clicks.
  focusRing: 'auto',
  respectReducedMotion: true,
});

// Mantine's "dimmed" grey is 3.3:1 on white and its error red 3.3:1; WCAG AA asks 4.5:1 for text, so both are darker.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsOutlet />
        <LocaleProvider>{children}</LocaleProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** The corner where messages show, mounted at the first message (see notify). */
function NotificationsOutlet() {
  if (!useNotificationsWanted()) return null;
  return (
    <Suspense>
      <Notifications />
    </Suspense>
  );
}
