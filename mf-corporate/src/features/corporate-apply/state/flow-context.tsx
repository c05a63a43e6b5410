import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { getBrand } from '@interim/shared/config';

/** Where the flow runs and what it may do there. */
export interface CorporateFlow {
  /** True inside `mount()` on the corporate site; false on our own site. */
  embedded: boolean;
  /**
   * Whether the page can hold a login session with the API. Always true on our
   * own site; in an embed only when the page is on the same site as the API
   * (see `canHoldSessionOn`). When false the flow hands over to our site.
   */
  canHoldSession: boolean;
  /** Origin of our site for absolute links (`https://werken.example.nl`); empty on our own site. */
  siteOrigin: string;
  /** The corporate site the flow links back to. */
  corporateSiteUrl: string;
  /** Called by the embed's "Klaar" button on the success step. */
  onDone?: () => void;
}

const pageFlow = (): CorporateFlow => ({
  embedded: false,
  canHoldSession: true,
  siteOrigin: '',
  corporateSiteUrl: getBrand().corporateSiteUrl,
});

const FlowContext = createContext<CorporateFlow | undefined>(undefined);

/** Props of {@link CorporateFlowProvider}. */
export interface CorporateFlowProviderProps {
  flow: CorporateFlow;
  children: ReactNode;
}

/** Tells the flow's pages that they run embedded (the mount) and where our site is. */
export function CorporateFlowProvider({ flow, children }: CorporateFlowProviderProps) {
  return <FlowContext.Provider value={flow}>{children}</FlowContext.Provider>;
}

/** The flow's surroundings; on our own site (no provider) the full-page defaults. */
export function useCorporateFlow(): CorporateFlow {
  const flow = useContext(FlowContext);
  return useMemo(() => flow ?? pageFlow(), [flow]);
}

/** An absolute URL of a path on our site (for links out of an embed); the path itself on our site. */
export function siteUrl(flow: CorporateFlow, path: string): string {
  return flow.siteOrigin ? new URL(path, flow.siteOrigin).href : path;
}
