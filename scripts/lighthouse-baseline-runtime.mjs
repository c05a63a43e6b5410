// Stands in for `@module-federation/enhanced/runtime` in the MF_BASELINE build
// of the shell (shared/build/webpack-app.cjs): that build measures the home
// page without federation, so loading a remote is refused.
const refuse = () => {
  throw new Error('The MF_BASELINE build has no module federation: remotes cannot be loaded');
};

export function registerRemotes() {
  refuse();
}

export async function loadRemote() {
  refuse();
}

/** The shell's federation host (shell/src/remotes/federation-host.ts) initializes on its first remote: nothing to do here. */
export function init() {}
