// What src/index.ts needs of the design system before the app: only the
// system. A static re-export, so the shell's build binds it to the module
// behind @interim/shared/ui's index (a side-effect-free barrel in the shell's
// build, shared/build/webpack-app.cjs) instead of loading every component the
// index re-exports with the page.
export { getSystem } from '@interim/shared/ui';
