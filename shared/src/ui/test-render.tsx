import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@interim/shared/routing';
import { UiProvider } from './ui-provider';

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="huidig pad">{`${location.pathname}${location.search}`}</output>;
}

/** Test helper of this folder: renders with the design system and a router that shows the current path. */
export function renderWithUi(element: ReactElement, initialPath = '/') {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[initialPath]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </UiProvider>,
  );
}
