/**
 * Guards a required argument of an endpoint function (spec section 8): throws
 * `Required parameter {name} was null or undefined when calling {operation}.`
 * for null or undefined and returns the value, narrowed, otherwise.
 *
 * @example
 * export const getVacancy = (id: number) =>
 *   apiRequest<Vacancy>({ method: 'GET', path: `/vacancies/${requireParam(id, 'id', 'getVacancy')}` });
 */
export function requireParam<T>(value: T, name: string, operation: string): NonNullable<T> {
  if (value === null || value === undefined) {
    throw new Error(`Required parameter ${name} was null or undefined when calling ${operation}.`);
  }
  return value as NonNullable<T>;
}
