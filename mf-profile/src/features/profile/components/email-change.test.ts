import { EMAIL_CHANGE_TOKEN_PARAM as CONTRACT_PARAM } from '@interim/shared/contract';
import { EMAIL_CHANGE_TOKEN_PARAM } from './email-change';

describe('email change', () => {
  it('uses the query parameter of the contract (kept as a copy for older shells)', () => {
    expect(EMAIL_CHANGE_TOKEN_PARAM).toBe(CONTRACT_PARAM);
  });
});
