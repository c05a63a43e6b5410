import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { hideBanner } from '../../fixtures/site';

const repo = resolve(__dirname, '../../..');
const remoteDir = join(repo, 'mf-auth');
const shellDist = join(repo, 'shell/dist');

// Rebuilds one remote from a changed copy of its source and deploys it by
// replacing its folder; the shell is not rebuilt. Serial: it swaps a folder the
// server reads from.
test.describe.configure({ mode: 'serial' });

test('a remote redeployed alone is served on the next reload, the shell untouched', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await hideBanner(context, baseURL!);
  await page.goto('/aanmelden');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const marker = `Nieuwe versie ${Date.now()}`;
  await expect(page.getByText(marker)).toHaveCount(0);
  const shellBefore = readFileSync(join(shellDist, 'index.html'), 'utf8');

  // A changed copy of the remote's source, built next to the original so it
  // resolves the same dependencies.
  const work = join(remoteDir, '.e2e-redeploy');
  rmSync(work, { recursive: true, force: true });
  cpSync(join(remoteDir, 'src'), join(work, 'src'), { recursive: true });
  cpSync(join(remoteDir, 'webpack.config.cjs'), join(work, 'webpack.config.cjs'));
  cpSync(join(remoteDir, 'package.json'), join(work, 'package.json'));
  const routesFile = join(work, 'src/routes.tsx');
  const source = readFileSync(routesFile, 'utf8');
  const changed = source.replace(
    'export const routes: RouteObject[] = [',
    `const DeployMarker = () => <p>${marker}</p>;\nexport const routes: RouteObject[] = [\n  { path: '/aanmelden', element: <DeployMarker />, handle: { name: 'register', access: 'public', chrome: 'full', title: 'Registreren' } },`,
  );
  expect(changed).not.toBe(source);
  writeFileSync(routesFile, changed);
  execFileSync(join(repo, 'node_modules/.bin/webpack'), ['--mode', 'production', '--config', join(work, 'webpack.config.cjs')], {
    cwd: work,
    stdio: 'pipe',
  });

  const backup = join(remoteDir, '.e2e-dist-backup');
  rmSync(backup, { recursive: true, force: true });
  renameSync(join(remoteDir, 'dist'), backup);
  try {
    cpSync(join(work, 'dist'), join(remoteDir, 'dist'), { recursive: true });
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
    expect(readFileSync(join(shellDist, 'index.html'), 'utf8')).toBe(shellBefore);
  } finally {
    rmSync(join(remoteDir, 'dist'), { recursive: true, force: true });
    renameSync(backup, join(remoteDir, 'dist'));
    rmSync(work, { recursive: true, force: true });
  }
  await page.reload();
  await expect(page.getByText(marker)).toHaveCount(0);
  expect(existsSync(join(remoteDir, 'dist/mf-manifest.json'))).toBe(true);
});
