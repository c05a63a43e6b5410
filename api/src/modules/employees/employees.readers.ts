/**
 * What other modules read of the employees' tables: the client portal sends
 * a proposed candidate's CV (with their consent, docs/adr/0021). They import
 * it from here, never from a repository of this module (ADR 0025).
 */
export { findCvFile } from './employee-cv.repository.js';
export { openCvBody, sendCv, type CvBody, type CvFile } from './cv-download.js';
