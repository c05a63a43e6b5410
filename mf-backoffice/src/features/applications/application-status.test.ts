import { commonStaffNextStatuses, staffNextStatuses } from './application-status';
import { parseApplicationList, serializeApplicationList, toApplicationsQuery } from './application-list-state';

describe('the staff steps of the pipeline', () => {
  it('offers the next step and a rejection, never the applicant’s withdrawal', () => {
    expect(staffNextStatuses('submitted')).toEqual(['in_review', 'rejected']);
    expect(staffNextStatuses('offer')).toEqual(['placed', 'rejected']);
    expect(staffNextStatuses('placed')).toEqual([]);
    expect(staffNextStatuses('withdrawn')).toEqual([]);
  });

  it('offers in bulk only what every selected reactie can do', () => {
    expect(commonStaffNextStatuses(['submitted', 'submitted'])).toEqual(['in_review', 'rejected']);
    expect(commonStaffNextStatuses(['submitted', 'in_review'])).toEqual(['rejected']);
    expect(commonStaffNextStatuses(['submitted', 'rejected'])).toEqual([]);
    expect(commonStaffNextStatuses([])).toEqual([]);
  });
});

describe('the reacties list in the URL', () => {
  it('reads opdracht, status and page, and ignores what it does not know', () => {
    expect(parseApplicationList(new URLSearchParams('opdracht=12&status=in_review&pagina=3'))).toEqual({ vacancyId: 12, status: 'in_review', page: 3 });
    expect(parseApplicationList(new URLSearchParams('opdracht=abc&status=gone&pagina=-1'))).toEqual({ page: 1 });
  });

  it('writes only what is set and asks the API for that page', () => {
    expect(serializeApplicationList({ vacancyId: 12, page: 1 }).toString()).toBe('opdracht=12');
    expect(toApplicationsQuery({ vacancyId: 12, status: 'submitted', page: 2 })).toEqual({ filter: { vacancyId: 12, status: 'submitted' }, range: [20, 39] });
    expect(toApplicationsQuery({ page: 1 })).toEqual({ filter: {}, range: [0, 19] });
  });
});
