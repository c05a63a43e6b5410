/**
 * `@interim/shared/ui`: the design system. Apps import UI from here, never
 * from `@chakra-ui/react` (docs/architecture.md section 2): one Chakra, one
 * emotion, and only the recipes in use on the page.
 */
export { getSystem } from './system';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { SERVER_CSS_ATTRIBUTE, SERVER_GLOBAL_CSS } from './server-styles';
export { toaster, notify, TOAST_DURATION_MS, type NotifyOptions, type NotifyType } from './toaster';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { FormAlert, type FormAlertProps } from './form-alert';
export { ErrorPanel, ERROR_PANEL_DEFAULT_TITLE, ERROR_PANEL_RETRY_LABEL, type ErrorPanelProps } from './error-panel';
export { PageTitle, formatDocumentTitle, type PageTitleProps } from './page-title';
export { PageSpinner, type PageSpinnerProps } from './page-spinner';
export { Pagination, type PaginationProps } from './pagination';
export { RouterLink, ButtonLink, type RouterLinkProps, type ButtonLinkProps } from './router-link';
export { type FormFieldProps } from './form-field';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { BookmarkIcon, MenuIcon, SearchIcon, ExternalLinkIcon } from './icons';
export * from './components';
