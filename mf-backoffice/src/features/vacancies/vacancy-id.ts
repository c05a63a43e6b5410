/** Parses the `:id` of an opdracht's path: a positive whole number, else null (a not-found block without asking the API). */
export function parseVacancyId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
