/** The range of `/mijn-opgeslagen-opdrachten`: saved vacancies are few, one page of the largest size the API serves. */
export const SAVED_VACANCIES_RANGE: [number, number] = [0, 99];
