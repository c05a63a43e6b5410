/**
 * `@interim/shared/ui/overlays`: the design system's overlays, apart from
 * `@interim/shared/ui` because their machinery (dialog state machine, focus
 * trap, scroll lock, aria-hidden of the rest of the page: ~15 KB gzip) is
 * needed only after a click, never for a first paint. A federated shared
 * module keeps all its exports, so anything in `@interim/shared/ui` ships on
 * every page; import these from a lazily loaded component (the shell's mobile
 * menu loads on its first open). Their roots bring their recipes (`drawer`,
 * `dialog`), which are not in the system every page builds; render them
 * inside `UiProvider` (tokens, conditions).
 */

/** Side and full-screen panels (slot recipe `drawer`, brought by the root). */
export { Drawer } from './drawer';
/** Modal dialog parts (slot recipe `dialog`, brought by the root). */
export { Dialog } from './dialog';
/** Renders children at the end of `document.body` (dialogs, drawers). */
export { Portal } from '@chakra-ui/react/portal';
