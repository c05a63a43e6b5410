// What src/index.ts needs of the design system before the app: only the
// system. A static re-export, so the shell's build binds it to the module
// behind @interim/shared/ui's index (a side-effect-free barrel in the shell's
// build, shared/build/webpack-app.cjs) instead of loading every component the
// index re-exports with the page.
export { getSystem } from '@interim/shared/ui';

/**
 * Loads the app. Imported from here, not from src/index.ts, so that webpack
 * knows the design system's modules are loaded when the app's chunks are:
 * imported from the entry, the app's chunk group repeated every module of this
 * one (the system, its palette, Chakra's factory helpers: 1.9 KB of gzip on
 * the home page, all of it loaded twice).
 */
export const loadApp = () => import('../bootstrap');
