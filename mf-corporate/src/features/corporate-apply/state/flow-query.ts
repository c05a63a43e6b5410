import { routes } from '@interim/shared/config';

/** Campaign parameters the corporate site passes along (spec section 3, analytics context). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** Query parameter holding the vacancy id: `/opdrachten/reageren?vacature=123`. */
export const VACANCY_PARAM = 'vacature';

/** Longest utm value kept: the return path of a login link may be at most 500 characters. */
const MAX_UTM_LENGTH = 60;

/** What the flow carries from step to step in the query: the vacancy and the campaign parameters. */
export interface FlowQuery {
  /** The vacancy id, or undefined when missing or not a positive whole number. */
  vacancyId: number | undefined;
  utm: Partial<Record<(typeof UTM_KEYS)[number], string>>;
}

/** Reads the flow's query (`vacature` and the utm parameters) from search parameters. */
export function readFlowQuery(params: URLSearchParams): FlowQuery {
  const raw = params.get(VACANCY_PARAM);
  const id = raw !== null && /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
  const utm: FlowQuery['utm'] = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) utm[key] = value.slice(0, MAX_UTM_LENGTH);
  }
  return { vacancyId: Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined, utm };
}

/** The query string (with `?`, or empty) that carries the flow's state to the next step. */
export function flowSearch(query: FlowQuery): string {
  const params = new URLSearchParams();
  if (query.vacancyId !== undefined) params.set(VACANCY_PARAM, String(query.vacancyId));
  for (const key of UTM_KEYS) {
    const value = query.utm[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The steps of the corporate flow, by name. */
export type FlowStep = 'landing' | 'login' | 'register' | 'send' | 'success';

const STEP_PATHS: Record<FlowStep, string> = {
  landing: routes.corporateLanding.path,
  login: routes.corporateLogin.path,
  register: routes.corporateRegister.path,
  send: routes.corporateSend.path,
  success: routes.corporateSuccess.path,
};

/** Path of a flow step with the flow's query, e.g. `/opdrachten/reageren/versturen?vacature=7`. */
export function stepPath(step: FlowStep, query: FlowQuery): string {
  return `${STEP_PATHS[step]}${flowSearch(query)}`;
}
