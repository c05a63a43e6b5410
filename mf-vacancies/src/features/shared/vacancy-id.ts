/** Parses the `:id` of a vacancy path: a positive whole number, else null (a 404 without asking the API). */
export function parseVacancyId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
