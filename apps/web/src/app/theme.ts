import { type CSSVariablesResolver, createTheme } from '@mantine/core';

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const dialogDefaults = {
  closeButtonProps: { 'aria-label': 'Close' },
  attributes: { header: { role: 'none' } },
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white button text above the 4.5:1 contrast ratio.
  primaryShade: { light: 7, dark: 5 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A person who asks the system for reduced motion gets dialogs, menus and notices without transitions.
  respectReducedMotion: true,
  // Plain objects rather than Modal.extend(...): importing the components here would put the dialog
  // machinery into the first screen's bundle.
  components: {
    // Dialogs: a named close button, and a header that is not a second page banner landmark.
    Modal: { defaultProps: dialogDefaults },
    Drawer: { defaultProps: dialogDefaults },
    // Mantine's notification close button has no name of its own.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/**
 * Darker secondary and error text than Mantine's defaults, for WCAG AA contrast on white. Light
 * buttons lighten on hover instead of darkening: on Mantine's darker hover (shade 2) their coloured
 * text drops below 4.5:1 (indigo 4.1, red 3.8), and a resting pointer is enough to show it.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-7)',
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((color) => [
        `--mantine-color-${color}-light-hover`,
        `var(--mantine-color-${color}-0)`,
      ]),
    ),
  },
  dark: {},
});
