import { createTheme } from '@mantine/core'

// WCAG AA contrast by construction: every filled surface (buttons, badges) takes black or
// white text, whichever reads better on it, and uses the same shade in both colour schemes, so the
// choice Mantine makes from the palette holds for what is painted. Text colours Mantine derives from
// the palette (dimmed, error, anchor, coloured text) are set per scheme in global.css, with the
// focus ring.
export const theme = createTheme({
  primaryColor: 'violet',
  // violet-8 (#6741d9, the manifest's theme colour) in both schemes: 6.3:1 under white text.
  primaryShade: 8,
  autoContrast: true,
  // The luminance where white and black text have equal contrast is 0.179; anything between 0.175
  // and 0.183 gives at least 4.5:1 either way. 0.183 keeps white on red-8 (4.5:1).
  luminanceThreshold: 0.183,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  // Mantine's transitions (drawers, menus, modals) are instant under prefers-reduced-motion.
  respectReducedMotion: true,
})
