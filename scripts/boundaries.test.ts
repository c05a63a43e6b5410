import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');
const eslintBin = resolve(root, 'node_modules/.bin/eslint');

/** Lints `code` as if it were `file`, with the repository's real config and CLI. */
async function lint(file: string, code: string): Promise<string[]> {
  const run = spawnSync(eslintBin, ['--stdin', '--stdin-filename', resolve(root, file), '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'local/feature-boundaries')
    .map((m) => m.message);
}

jest.setTimeout(60_000);

describe('import boundaries (pnpm lint)', () => {
  it('refuses a remote importing another remote, by package or by path', async () => {
    const messages = await lint(
      'mf-auth/src/features/x.ts',
      "import { routes } from '@interim/mf-profile/routes';\nimport { r } from '../../../mf-vacancies/src/routes';\nexport const a = [routes, r];\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/mf-auth may import only @interim\/shared/);
  });

  it('refuses a remote importing the shell', async () => {
    expect(await lint('mf-profile/src/x.ts', "import { App } from '@interim/shell';\nexport const a = App;\n")).toHaveLength(1);
  });

  it('refuses a direct Chakra import outside shared', async () => {
    const messages = await lint('shell/src/x.tsx', "import { Box } from '@chakra-ui/react';\nexport const a = Box;\n");
    expect(messages[0]).toMatch(/@interim\/shared\/ui/);
    expect(await lint('mf-vacancies/src/x.tsx', "import { Button } from '@chakra-ui/react/button';\nexport const a = Button;\n")).toHaveLength(1);
  });

  it('refuses a direct React Router import outside shared/src/routing', async () => {
    const messages = await lint('shell/src/x.tsx', "import { Link } from 'react-router-dom';\nexport const a = Link;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/@interim\/shared\/routing/);
    expect(await lint('mf-vacancies/src/x.tsx', "import { useParams } from 'react-router';\nexport const a = useParams;\n")).toHaveLength(1);
    expect(await lint('shared/src/ui/x.tsx', "import { NavLink } from 'react-router-dom';\nexport const a = NavLink;\n")).toHaveLength(1);
    expect(await lint('shared/src/routing/x.ts', "export { Link } from 'react-router-dom';\n")).toEqual([]);
    expect(await lint('mf-auth/src/x.tsx', "import { Link } from '@interim/shared/routing';\nexport const a = Link;\n")).toEqual([]);
  });

  it('lets the api import only the contract of shared', async () => {
    expect(await lint('api/src/x.ts', "import { routes } from '@interim/shared/config';\nexport const a = routes;\n")).toHaveLength(1);
    expect(await lint('api/src/x.ts', "import { COOKIE_NAMES } from '@interim/shared/contract';\nexport const a = COOKIE_NAMES;\n")).toEqual([]);
  });

  it('lets API routes reach repositories only through their service, and modules each other only through readers or services (ADR 0025)', async () => {
    const routes = 'api/src/modules/things/things.routes.ts';
    const service = 'api/src/modules/things/things.service.ts';
    const own = "import { findThing } from './things.repository.js';\nexport const a = findThing;\n";
    const other = "import { findOther } from '../others/others.repository.js';\nexport const a = findOther;\n";
    expect(await lint(routes, own)).toEqual([expect.stringMatching(/Routes go through the module's service/)]);
    expect(await lint(routes, other)).toHaveLength(1);
    expect(await lint(service, own)).toEqual([]);
    expect(await lint(service, other)).toEqual([expect.stringMatching(/through its readers/)]);
    expect(await lint(service, "import { findOther } from '../others/others.readers.js';\nexport const a = findOther;\n")).toEqual([]);
    expect(await lint(routes, "import { ThingService } from './things.service.js';\nexport const a = ThingService;\n")).toEqual([]);
    // The API's other rules still hold in module files.
    expect(await lint(routes, "import { routes } from '@interim/shared/config';\nexport const a = routes;\n")).toHaveLength(1);
  });

  it('keeps the contract free of React and Node APIs', async () => {
    expect(await lint('shared/src/contract/x.ts', "import { useState } from 'react';\nexport const a = useState;\n")).toHaveLength(1);
  });

  it('allows what the rules allow', async () => {
    expect(await lint('mf-auth/src/x.tsx', "import { Box } from '@interim/shared/ui';\nimport { routes } from '@interim/shared/config';\nexport const a = [Box, routes];\n")).toEqual([]);
  });

  it('refuses an app importing shared code by relative path (a second singleton copy)', async () => {
    const messages = await lint('mf-vacancies/src/pages/x.tsx', "import { apiRequest } from '../../../shared/src/api-client';\nexport const a = apiRequest;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/@interim\/shared\/<subpath>/);
    expect(await lint('shell/src/x.ts', "import { x } from '../../shared/src/ui/system';\nexport const a = x;\n")).toHaveLength(1);
  });

  it('lets features of one app meet only through its features/shared', async () => {
    const file = 'mf-profile/src/features/completion/x.tsx';
    const messages = await lint(file, "import { CvUpload } from '../profile/components/cv-upload';\nexport const a = CvUpload;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/completion feature may not import from the profile feature/);
    expect(await lint(file, "export { x } from '../gdpr/x';\n")).toHaveLength(1);
    expect(await lint(file, "import { CvUpload } from '../shared/components/cv-upload';\nimport { y } from './y';\nexport const a = [CvUpload, y];\n")).toEqual([]);
    // Pages and routes may use any feature.
    expect(await lint('mf-profile/src/pages/x.tsx', "import { a } from '../features/gdpr/a';\nimport { b } from '../features/completion/b';\nexport const c = [a, b];\n")).toEqual([]);
  });

  it('makes shared import its own stateful subpaths by package name, not by relative path', async () => {
    const messages = await lint('shared/src/forms/x.tsx', "import { FormAlert } from '../ui';\nimport { apiRequest } from '../api-client';\nexport const a = [FormAlert, apiRequest];\n");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/second copy of a shared singleton/);
    expect(await lint('shared/src/forms/x.tsx', "import { FormAlert } from '@interim/shared/ui';\nimport { CLIENT_HEADER } from '../contract/http';\nexport const a = [FormAlert, CLIENT_HEADER];\n")).toEqual([]);
    // The route table too: a relative import put a second copy of it into the api-client chunk (1.5 kB on every page).
    expect(await lint('shared/src/api-client/x.ts', "import { findRoute } from '../config';\nexport const a = findRoute;\n")).toHaveLength(1);
  });
});
