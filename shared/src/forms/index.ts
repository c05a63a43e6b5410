/**
 * `@interim/shared/forms`: the form pieces more than one remote uses (the
 * code login, the short registration, the consent to share with the client) and the lazily loaded validation they
 * are built on. Kept out of `@interim/shared/ui` so pages without these forms
 * do not load react-hook-form's form code.
 */
export { CodeLoginForm, type CodeLoginFormProps } from './code-login-form';
export { RegisterForm, type RegisterFields, type RegisterFormProps, type RegisterFormValues } from './register-form';
export { lazyResolver, VALIDATION_LOAD_ERROR, type LazyResolver } from './lazy-resolver';
export { CHECK_FIELDS_MESSAGE, applyApiErrors, useApiForm, type ApiForm } from './api-form';
export {
  CLIENT_CONSENT_HELP,
  CLIENT_CONSENT_LABELS,
  CLIENT_CONSENT_QUESTION,
  ClientConsentFields,
  type ClientConsentFieldsProps,
  type ConsentCheckboxProps,
} from './client-consent-fields';
