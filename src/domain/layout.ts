// Layout tokens of spec §9, in one place: the build turns them into CSS custom properties and a test
// checks that every media query in the stylesheets uses one of these breakpoints.

/** Breakpoints in px, min-width queries. */
export const BREAKPOINTS = {
  xs: 375,
  sm: 475,
  smd: 640,
  md: 768,
  mdl: 800,
  lg: 960,
  lgx: 1024,
  xl: 1025,
  xxl: 1120,
  wide: 1280,
  max: 1440,
  huge: 1600,
  full: 1920,
} as const;

export const SIZES = {
  siteMaxWidth: '1440px',
  filterSidebarWidth: '325px',
  toastWidth: '20rem',
  sidePanelWidth: '27.25rem',
  dialogMinHeight: '360px',
  dialogMinWidth: '640px',
  quantityStepperWidth: '9.25rem',
  storeSwitcherMaxHeight: '24rem',
  headerHeight: '4rem',
} as const;

/** Layer order from 1 (surface) to 999 (overlay). */
export const LAYERS = {
  surface: 1,
  header: 10,
  menu: 20,
  drawer: 70,
  dialog: 80,
  toast: 90,
  overlay: 999,
} as const;

/** Animation timings in ms. */
export const MOTION = {
  navEnter: 384,
  navExit: 192,
  dialogOpen: 224,
  dialogClose: 192,
  sidePanel: 384,
  standard: 384,
} as const;

export const COLORS = {
  ink: '#1d2a24',
  inkMuted: '#56635c',
  surface: '#ffffff',
  canvas: '#f6f4ef',
  line: '#dcd8cf',
  brand: '#2f6b4f',
  brandDark: '#1f4a36',
  accent: '#e2a93b',
  error: '#b3261e',
  success: '#2e7d4f',
  info: '#2f5f8a',
  warning: '#8a5a00',
  mask: 'rgba(29, 42, 36, 0.5)',
} as const;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The tokens as CSS custom properties on :root. */
export function tokensCss(): string {
  const lines = [
    ...Object.entries(SIZES).map(([k, v]) => `--size-${kebab(k)}: ${v};`),
    ...Object.entries(LAYERS).map(([k, v]) => `--layer-${kebab(k)}: ${v};`),
    ...Object.entries(MOTION).map(([k, v]) => `--motion-${kebab(k)}: ${v}ms;`),
    ...Object.entries(COLORS).map(([k, v]) => `--color-${kebab(k)}: ${v};`),
  ];
  return `:root {\n  ${lines.join('\n  ')}\n}\n`;
}
